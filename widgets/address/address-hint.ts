/** What the address field asks for while the typed text is not yet a chosen address. */
export const ADDRESS_HINTS = {
  choose: 'Choose your address from the list to continue.',
  noMatch: 'No match yet: type your house number and street, then your city or ZIP code, and choose your address from the list.',
  /** The lookup cannot help (Google blocked or down, the suggestions failed): the server reads the typed line. */
  typeFull: 'Type your full address: house number and street, city, state and ZIP code.',
} as const;

/** The typed line the server could not place: what to change, and the partner's phone. */
export function notPlacedHint(phone: string | undefined): string {
  const call = phone ? ` or call us at ${phone}` : '';
  return `We can't find this address. Check the house number, street and ZIP code${call}.`;
}

export interface AddressHintState {
  /** What the input shows. */
  text: string;
  /** The field's value: set only once a suggestion was chosen and resolved. */
  chosen: boolean;
  resolving: boolean;
  /** The suggestions answer the text now in the input. */
  answered: boolean;
  suggestionCount: number;
  /** The lookup for the text failed (no connection): the full line is asked for, not 'no match'. */
  failed: boolean;
  minQueryLength: number;
  /** The customer types the whole line (the provider's `typed`). */
  typed?: boolean;
  /** The partner's phone as shown, offered when a typed line cannot be placed. */
  phone?: string;
}

/**
 * The hint under the address field: typed text is not an address until a suggestion is chosen,
 * so say so (and, when nothing matches, what to add), instead of leaving the customer with
 * 'Please provide your home address' under what looks like one. No hint once chosen or empty.
 * When the lookup cannot help, the full line is asked for; a full line nothing matches gets the phone.
 */
export function addressHint(state: AddressHintState): string | undefined {
  if (state.chosen || state.resolving) return undefined;
  const short = state.text.trim().length < state.minQueryLength;
  if (state.typed || (state.answered && state.failed)) {
    if (!short && state.answered && !state.failed && state.suggestionCount === 0) return notPlacedHint(state.phone);
    return ADDRESS_HINTS.typeFull;
  }
  if (short) return undefined;
  if (state.answered && state.suggestionCount === 0) return ADDRESS_HINTS.noMatch;
  return ADDRESS_HINTS.choose;
}

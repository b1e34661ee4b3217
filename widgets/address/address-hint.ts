/** What the address field asks for while the typed text is not yet a chosen address. */
export const ADDRESS_HINTS = {
  choose: 'Choose your address from the list to continue.',
  noMatch: 'No match yet: type your house number and street, then your city or ZIP code, and choose your address from the list.',
  unreachable: "We can't look up addresses right now. Check your connection, then type a letter to try again.",
} as const;

export interface AddressHintState {
  /** What the input shows. */
  text: string;
  /** The field's value: set only once a suggestion was chosen and resolved. */
  chosen: boolean;
  resolving: boolean;
  /** The suggestions answer the text now in the input. */
  answered: boolean;
  suggestionCount: number;
  /** The lookup for the text failed (no connection): say so, not 'no match'. */
  failed: boolean;
  minQueryLength: number;
}

/**
 * The hint under the address field: typed text is not an address until a suggestion is chosen,
 * so say so (and, when nothing matches, what to add), instead of leaving the customer with
 * 'Please provide your home address' under what looks like one. No hint once chosen or empty.
 */
export function addressHint(state: AddressHintState): string | undefined {
  if (state.chosen || state.resolving || state.text.trim().length < state.minQueryLength) return undefined;
  if (state.answered && state.failed) return ADDRESS_HINTS.unreachable;
  if (state.answered && state.suggestionCount === 0) return ADDRESS_HINTS.noMatch;
  return ADDRESS_HINTS.choose;
}

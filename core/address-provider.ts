/**
 * Addresses in the browser: one interface, two implementations (docs/FUNNEL.md#calls), chosen in
 * one place in the renderer: Google's when settings carry `googleApiKey`, else the offline one.
 * Distance is not here: the server derives it on every save, with its own key.
 */

/** One autocomplete suggestion, as the combobox lists it. */
export interface AddressSuggestion {
  /** Stable id (Google place id, or the offline provider's own key). */
  id: string;
  /** The full line shown and read out. */
  text: string;
  mainText?: string;
  secondaryText?: string;
}

/** A US address with every component the funnel needs (docs/FUNNEL.md#validation). */
export interface ResolvedAddress {
  /** The formatted one-line address. */
  address: string;
  street: string;
  city: string;
  /** Two-letter state code, e.g. `CA`. */
  state: string;
  postalCode: string;
  country: 'US';
  lat: number;
  lng: number;
  placeId: string;
}

export interface AddressProvider {
  /** True when distances are straight-line estimates rather than driving routes (the widget's note). */
  readonly approximate: boolean;
  /**
   * True when the customer types the whole address and the server reads it (Google's lookup could not
   * load or answer and the offline provider stands in): the widget asks for the full line.
   */
  readonly typed?: boolean;
  /** Suggestions for what the customer typed; US addresses only. */
  suggest(input: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
  /** The full address of a suggestion; rejects with `Please provide your home address` when a component is missing. */
  resolve(suggestion: AddressSuggestion): Promise<ResolvedAddress>;
}

/** The message shown when an address lacks city, state, US country or postal code. */
export const INCOMPLETE_ADDRESS_MESSAGE = 'Please provide your home address';

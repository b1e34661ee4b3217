/**
 * Addresses and distance: one interface, two implementations (docs/FUNNEL.md#calls), chosen in
 * one place in the renderer: Google's when settings carry `googleApiKey`, else the offline one.
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

/** A partner depot's address, the start of the route (docs/FUNNEL.md#calls). */
export interface DepotAddress {
  line1: string;
  city: string;
  state: string;
  zip: string;
  lat?: number;
  lng?: number;
}

export interface RouteRequest {
  from: DepotAddress;
  origin: ResolvedAddress;
  /** Absent for labor-only moves. */
  destination?: ResolvedAddress;
}

export interface AddressProvider {
  /** True when distances are straight-line estimates rather than driving routes. */
  readonly approximate: boolean;
  /** Suggestions for what the customer typed; US addresses only. */
  suggest(input: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
  /** The full address of a suggestion; rejects with `Please provide your home address` when a component is missing. */
  resolve(suggestion: AddressSuggestion): Promise<ResolvedAddress>;
  /** Driving (or straight-line) miles from the depot through origin to destination. */
  distanceMiles(route: RouteRequest): Promise<number>;
}

/** The message shown when an address lacks city, state, US country or postal code. */
export const INCOMPLETE_ADDRESS_MESSAGE = 'Please provide your home address';

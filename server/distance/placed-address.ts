/** Where the server places a customer's address: coordinates and the state they lie in (never the browser's claim). */
export interface PlacedAddress {
  lat: number;
  lng: number;
  /** Two-letter state code of the place found. */
  state: string;
}

/** The parts of a booking address the server places. */
export interface AddressToPlace {
  /** The one-line address the customer picked (what the partner reads). */
  address: string;
}

import { usZipData } from '../addresses/us-zip-data';
import type { AddressToPlace, PlacedAddress } from './placed-address';

/** A ZIP after a state code, as formatted lines end: `350 5th Ave, New York, NY 10118` -> `10118`. */
const ZIP_AFTER_STATE = /\b[A-Z]{2}\s+(\d{5})(?:-\d{4})?\b/g;

/**
 * The embedded default: the ZIP's centroid and state from the offline ZIP data. The ZIP written in
 * the address line wins over the separate postal code field, since the line is what the partner reads.
 */
export function zipPlacedAddress({ address, postalCode }: AddressToPlace): PlacedAddress | null {
  const zip = [...address.matchAll(ZIP_AFTER_STATE)].at(-1)?.[1] ?? postalCode?.slice(0, 5);
  const found = zip ? usZipData().byZip.get(zip) : undefined;
  return found ? { lat: found.lat, lng: found.lng, state: found.state } : null;
}

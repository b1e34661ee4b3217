import { readUsStreetAddress } from '../addresses/read-us-street-address';
import { usZipData } from '../addresses/us-zip-data';
import { zipStreetPlaces } from '../addresses/zip-street-places';
import type { AddressToPlace, PlacedAddress } from './placed-address';

/**
 * The embedded default: the centroid and state of the line's ZIP, only when the whole line reads as
 * one US street address (`350 5th Ave Apt 4, New York, NY 10118`): a house number and street, the
 * ZIP's own city and state, nothing after the ZIP but USA (server/addresses/read-us-street-address.ts).
 * The line is what the partner reads, so it alone places the move: anything else cannot be placed
 * (its step is unfinished), and the browser's separate postal code field never counts.
 */
export function zipPlacedAddress({ address }: AddressToPlace): PlacedAddress | null {
  const data = usZipData();
  const read = readUsStreetAddress(address, zipStreetPlaces(data));
  const found = read && data.byZip.get(read.zip);
  if (!found) return null;
  return { lat: found.lat, lng: found.lng, state: found.state };
}

import { parseUsAddress } from '../addresses/parse-us-address';
import { usZipData } from '../addresses/us-zip-data';
import { zipPlaceNames } from '../addresses/zip-place-names';
import type { AddressToPlace, PlacedAddress } from './placed-address';

/**
 * The embedded default: the centroid and state of the ZIP that ends the address line (`350 5th Ave,
 * New York, NY 10118`, `…, Denver, Colorado, 80202`). The line is what the partner reads, so it
 * alone places the move: a line without a known ZIP, or whose state is not its ZIP's, cannot be
 * placed (its step is unfinished), and the browser's separate postal code field never counts.
 */
export function zipPlacedAddress({ address }: AddressToPlace): PlacedAddress | null {
  const data = usZipData();
  const { zip, state } = parseUsAddress(address, zipPlaceNames(data));
  const found = zip === undefined ? undefined : data.byZip.get(zip);
  if (!found || (state !== undefined && state !== found.state)) return null;
  return { lat: found.lat, lng: found.lng, state: found.state };
}

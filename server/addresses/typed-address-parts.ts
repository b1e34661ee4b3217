import { readUsStreetAddress } from './read-us-street-address';
import { usZipData } from './us-zip-data';
import { zipStreetPlaces } from './zip-street-places';

/** The parts of a booking address beside its line (originStreet ... originPlaceId), by the field's prefix. */
const PART_NAMES = ['Street', 'City', 'State', 'PostalCode', 'Country', 'Lat', 'Lng', 'PlaceId'] as const;

/**
 * The address parts of a line typed into the plain address field of a page sent without the app (docs/WIDGETS.md,
 * "Plain controls"): street, city, state and ZIP as the offline reader finds them in the line, or null each when it
 * cannot read one US street address there, so the parts of an address typed before never stay beside a new line.
 * Coordinates are left null: the save places the line itself (server/distance/route-figures.ts).
 */
export function typedAddressParts(prefix: string, line: string): Record<string, string | null> {
  const data = usZipData();
  const read = readUsStreetAddress(line, zipStreetPlaces(data));
  const parts: Record<string, string | null> = Object.fromEntries(PART_NAMES.map((name) => [`${prefix}${name}`, null]));
  if (!read) return parts;
  return {
    ...parts,
    [`${prefix}Street`]: read.street,
    [`${prefix}City`]: data.byZip.get(read.zip)?.city ?? null,
    [`${prefix}State`]: read.state,
    [`${prefix}PostalCode`]: read.zip,
    [`${prefix}Country`]: 'US',
  };
}

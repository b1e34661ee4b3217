import { isMissing } from './is-missing';

/** The booking's address lines (`placed.<field>` in conditions): one per side of the move. */
export const ADDRESS_FIELDS = (['origin', 'destination'] as const).map((side) => `${side}Address` as const);

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The state the server stores beside each line: it sets it only when it places the line
 * (server/bookings/with-route-figures.ts), so a line with no state is one it could not place.
 */
const STATE_FIELDS: Record<AddressField, string> = { originAddress: 'originState', destinationAddress: 'destinationState' };

/** `placed.*` in conditions: per address line, whether it is given and placed. */
export type PlacedAddresses = Record<AddressField, boolean>;

/**
 * Which of the booking's address lines are placed. In the browser a chosen suggestion brings its
 * state until the save's answer replaces it with the server's (null for a line the server cannot
 * place), so the browser and the server judge a stored booking alike.
 */
export function placedAddresses(booking: Record<string, unknown>): PlacedAddresses {
  const placed = (field: AddressField) => !isMissing(booking[field]) && !isMissing(booking[STATE_FIELDS[field]]);
  return { originAddress: placed('originAddress'), destinationAddress: placed('destinationAddress') };
}

import type { Booking } from '../../core/booking';
import { pickFields } from '../../core/pick-fields';

/**
 * The server's booking replaces the local one, except for fields the customer edited after the
 * request left (they are newer than the response) and `formOnlyFields`, whose local value always wins.
 */
export function mergeServerBooking(
  server: Booking,
  local: Booking,
  editedSinceSend: ReadonlySet<string>,
  formOnlyFields: readonly string[],
): Booking {
  const merged: Booking = { ...server, ...pickFields(local, [...editedSinceSend, ...formOnlyFields]) };
  // The server stamps syncedAt; stamp it ourselves if an older server build did not.
  if (!merged.syncedAt) merged.syncedAt = new Date().toISOString();
  return merged;
}

import type { Booking } from '../../core/booking';
import type { ServerBooking } from '../../core/booking-wire';
import { pickFields } from '../../core/pick-fields';
import { fromServerBooking } from '../../core/save-payload';
import { bookingFieldsFromQuery } from '../../core/merge-query-into-booking';

/**
 * The host page's booking in form shape, and the fields the URL's query changed (docs/FUNNEL.md#screens-and-routes:
 * query parameters merged into the booking props; utm_* kept). The changes are returned apart so
 * the store counts them as edits and the next save stores them.
 */
export function initialBooking(serverBooking: ServerBooking, search: string): { booking: Booking; fromQuery: Partial<Booking> } {
  const booking = fromServerBooking(serverBooking);
  const queried = fromServerBooking(bookingFieldsFromQuery(new URLSearchParams(search)));
  const before: Record<string, unknown> = booking;
  const after: Record<string, unknown> = queried;
  const changed = Object.keys(after).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
  return { booking, fromQuery: pickFields(queried, changed) };
}

import type { Booking } from '../../core/booking';
import type { ServerBooking } from '../../core/booking-wire';
import { fromServerBooking } from '../../core/save-payload';
import { queryFills } from '../../core/flow/merge-query-into-booking';

/**
 * The host page's booking in form shape, and the empty fields the URL's query fills (docs/FUNNEL.md#screens-and-routes:
 * query parameters fill the booking's empty fields; utm_* kept). The changes are returned apart so
 * the store counts them as edits and the next save stores them.
 */
export function initialBooking(serverBooking: ServerBooking, search: string): { booking: Booking; fromQuery: Partial<Booking> } {
  const booking = fromServerBooking(serverBooking);
  // Only empty fields: a link never replaces what the customer entered (core/flow/merge-query-into-booking.ts).
  return { booking, fromQuery: fromServerBooking(queryFills(booking, new URLSearchParams(search))) };
}

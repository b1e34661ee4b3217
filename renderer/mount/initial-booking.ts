import type { Booking, FormBooking } from '../../core/booking';
import { fromServerBooking } from '../../core/save-payload';
import { mergeQueryIntoBooking } from '../../core/merge-query-into-booking';

/**
 * The host page's booking in form shape, and the fields the URL's query changed (docs/FUNNEL.md#screens-and-routes:
 * query parameters merged into the booking props; utm_* kept). The changes are returned apart so
 * the store counts them as edits and the next save stores them.
 */
export function initialBooking(serverBooking: Record<string, unknown>, search: string): { booking: FormBooking; fromQuery: Partial<FormBooking> } {
  const booking = fromServerBooking(serverBooking as Booking);
  const merged = mergeQueryIntoBooking(booking as Record<string, unknown>, new URLSearchParams(search));
  const fromQuery: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (JSON.stringify(value) !== JSON.stringify((booking as Record<string, unknown>)[key])) fromQuery[key] = value;
  }
  return { booking, fromQuery: fromQuery as Partial<FormBooking> };
}

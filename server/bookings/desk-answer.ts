import type { Refusal } from '../../core/refusal';
import type { ActiveHold, BookingRow } from '../db/booking-repository';
import { API_MESSAGES } from '../http/api-messages';

/**
 * What the booking desk answers a call: the booking as it now stands (with its hold when the call read it: a save's own
 * statement does), or why not (with the current booking on a 409).
 */
export type DeskAnswer = { booking: BookingRow; hold?: ActiveHold | null } | { refusal: Refusal; current?: BookingRow };

/**
 * A write based on a copy that is not the session's current booking at its revision: 404 when there is none, else 409
 * with the current one, saying whether another window changed it or replaced it.
 */
export function staleAnswer(copyReference: string | null | undefined, current: BookingRow | null): DeskAnswer {
  if (!current) return { refusal: { status: 404, messages: [API_MESSAGES.bookingMissing] } };
  // A copy never stored (no reference) is stale against the booking another tab created meanwhile.
  const stale = current.reference === copyReference || copyReference === undefined || copyReference === null;
  const message = stale ? API_MESSAGES.bookingStale : API_MESSAGES.bookingReplaced;
  return { refusal: { status: 409, messages: [message] }, current };
}

import type { ServerBooking, TimeSlotHold } from '../../core/booking-wire';
import { isRecord } from '../../core/is-record';

/**
 * A booking answer's active hold (`hold: { expiresAt }`, null when none) apart from the booking: the hold
 * rides beside the booking, never in it, since a save sending it back would be refused as an unknown
 * field. `hold` is undefined when the answer says nothing of it.
 */
export function splitHold(server: ServerBooking): { booking: ServerBooking; hold?: TimeSlotHold | null } {
  if (!('hold' in server)) return { booking: server };
  const { hold, ...booking } = server;
  return { booking, hold: isRecord(hold) && typeof hold.expiresAt === 'string' ? { expiresAt: hold.expiresAt } : null };
}

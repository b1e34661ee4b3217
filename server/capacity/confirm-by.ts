import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { zonedInstant } from '../../core/zoned-instant';
import type { ServerPartner } from '../partners/server-partner';

/** `capacity.confirmWithinHours` of a partner file that leaves it out (docs/PARTNERS.md, Capacity). */
export const DEFAULT_CONFIRM_WITHIN_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * Until when a provisional crew waits for the customer's confirmation (docs/PARTNERS.md, Capacity): the partner's
 * `confirmWithinHours` from now, but never more than half the time left to the move's arrival window (a move tomorrow
 * morning cannot wait a day for a customer who may never confirm), and at least one hour.
 */
export function confirmBy(partner: ServerPartner, booking: { moveDate?: unknown; timeOfDay?: unknown }, now: Date): Date {
  const hours = partner.capacity?.confirmWithinHours ?? DEFAULT_CONFIRM_WITHIN_HOURS;
  let within = hours * HOUR_MS;
  if (typeof booking.moveDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(booking.moveDate)) {
    const windows: Readonly<Record<string, { start: string }>> = funnelDefinition.flow.constants.timeOfDayHours;
    const start = (typeof booking.timeOfDay === 'string' ? windows[booking.timeOfDay]?.start : undefined) ?? '00:00';
    const left = zonedInstant(booking.moveDate, start, timeZoneOf(partner)).getTime() - now.getTime();
    within = Math.min(within, Math.max(HOUR_MS, Math.floor(left / 2)));
  }
  return new Date(now.getTime() + within);
}

import type { DayAvailability } from '../../core/capacity/day-availability';
import { dayAvailability } from '../../core/capacity/day-availability';
import type { AppDb } from '../db/app-database';
import { crewsUsed, type ClaimTx } from '../db/crew-claims';
import type { ServerPartner } from '../partners/server-partner';

/**
 * The one reading of a day's status for a call that wants a crew of it (a hold, a conversion, an edit to that day):
 * the crews taken and held that day, but the booking's own, against what the partner offers. The calendar reads the
 * same core function (day-availability.ts) over a range (./partner-availability.ts).
 */
export async function slotDay(
  db: AppDb | ClaimTx,
  partner: ServerPartner,
  date: string,
  now: Date,
  exceptBookingId: number | null,
): Promise<DayAvailability> {
  const used = partner.capacity
    ? await crewsUsed(db, { partnerSlug: partner.slug, from: date, to: date, now, exceptBookingId })
    : new Map<string, never>();
  return dayAvailability(partner.capacity, date, used.get(date) ?? {}, 0);
}

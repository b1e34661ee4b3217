import { addDays, daysBetween } from '../../core/capacity/calendar-date';
import { dayAvailability, type DayAvailability } from '../../core/capacity/day-availability';
import { dayPriceDifferences } from '../../core/capacity/day-price-differences';
import type { Booking } from '../../core/booking';
import type { AppDb } from '../db/app-database';
import { crewsUsed } from '../db/crew-claims';
import type { ServerPartner } from '../partners/server-partner';

export interface AvailabilityRequest {
  partner: ServerPartner;
  from: string;
  to: string;
  now: Date;
  /** The visitor's current booking: its own claim does not count against it, and its details price the days. */
  booking: { id: number; data: Booking } | null;
}

/**
 * The days from `from` to `to` as GET /api/v1/availability answers them (docs/FUNNEL.md, Calls): one query for the
 * crews used, then each day's status and price difference in core. A partner without capacity reads open every day.
 */
export async function partnerAvailability(db: AppDb, { partner, from, to, now, booking }: AvailabilityRequest): Promise<DayAvailability[]> {
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  const used = partner.capacity
    ? await crewsUsed(db, { partnerSlug: partner.slug, from, to, now, exceptBookingId: booking?.id ?? null })
    : new Map();
  const differences = dayPriceDifferences(booking?.data ?? {}, partner.pricing, partner.capacity, dates);
  return dates.map((date, i) => dayAvailability(partner.capacity, date, used.get(date) ?? {}, differences[i]!));
}

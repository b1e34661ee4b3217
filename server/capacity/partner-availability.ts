import { createFunnelSession } from '../../core/funnel-session';
import { funnelDefinition } from '../../core/funnel-definition';
import { publicPartner } from '../partners/public-partner';
import type { PartnerPricing } from '../../core/pricing/partner-pricing';
import { addDays, daysBetween } from '../../core/capacity/calendar-date';
import { dayAvailability, type DayAvailability } from '../../core/capacity/day-availability';
import { dayPriceDifferences } from '../../core/pricing/day-price-differences';
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
  // 0 until the flow says the visitor's booking can be priced (the estimate shows from then on, too).
  const priceable =
    booking !== null &&
    createFunnelSession(funnelDefinition, { booking: booking.data, partner: publicPartner(partner), today: now }).priceable();
  const differences = priceable
    ? dayPriceDifferences(
        booking.data,
        // The schema types an item fee's oneOf as unknown; the partner check has held each to a number or { perUnit, when }.
        partner.pricing as PartnerPricing | undefined,
        partner.capacity,
        dates,
      )
    : dates.map(() => 0);
  return dates.map((date, i) => dayAvailability(partner.capacity, date, used.get(date) ?? {}, differences[i]!));
}

import { LRUCache } from 'lru-cache';
import { addDays, daysBetween } from '../../core/capacity/calendar-date';
import { dayAvailability, type CrewsUsed, type DayAvailability } from '../../core/capacity/day-availability';
import { dayPriceDifferences } from '../../core/pricing/day-price-differences';
import { TIMES_OF_DAY } from '../../core/capacity/partner-capacity';
import type { Booking } from '../../core/booking';
import type { AppDb } from '../db/app-database';
import { claimOf, crewsUsed } from '../db/crew-claims';
import { bookingSession } from '../flow/booking-session';
import type { ServerPartner } from '../partners/server-partner';

export interface AvailabilityRequest {
  partner: ServerPartner;
  from: string;
  to: string;
  now: Date;
  /** The visitor's current booking: its own claim does not count against it, and its details price the days. */
  booking: { id: number; data: Booking } | null;
}

/** How long a partner's crews used over a range are reused: a flood of calendar calls costs one query per range this often. */
export const AVAILABILITY_CACHE_MS = 3_000;

/**
 * The days from `from` to `to` as GET /api/v1/availability answers them (docs/FUNNEL.md, Calls): the crews used (one
 * query per partner and range every few seconds, shared by every visitor; the visitor's own claim given back), then
 * each day's status and price difference in core. A partner without capacity reads open every day. The calendar is a
 * guide: a hold, a conversion and an edit each check their own day in their transaction (./slot-day.ts).
 */
export function createPartnerAvailability(db: AppDb) {
  const cache = new LRUCache<string, Promise<Map<string, CrewsUsed>>>({ max: 500, ttl: AVAILABILITY_CACHE_MS });

  function usedBetween(partner: ServerPartner, from: string, to: string, now: Date): Promise<Map<string, CrewsUsed>> {
    // Keyed by the clock's few-second bucket too, so a moved test clock (or a lapsed hold) is read afresh.
    const key = `${partner.slug}:${from}:${to}:${Math.floor(now.getTime() / AVAILABILITY_CACHE_MS)}`;
    let used = cache.get(key);
    if (!used) {
      used = crewsUsed(db, { partnerSlug: partner.slug, from, to, now, exceptBookingId: null });
      // A failed read is not kept: the next call asks again.
      used.catch(() => cache.delete(key));
      cache.set(key, used);
    }
    return used;
  }

  /** A claim of this process changed the partner's days: its next calendar call reads them afresh. */
  function forget(partnerSlug: string): void {
    for (const key of cache.keys()) if (key.startsWith(`${partnerSlug}:`)) cache.delete(key);
  }

  async function availability({ partner, from, to, now, booking }: AvailabilityRequest): Promise<DayAvailability[]> {
    const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
    const used = partner.capacity ? await usedBetween(partner, from, to, now) : new Map<string, CrewsUsed>();
    const own = partner.capacity && booking ? await claimOf(db, booking.id) : null;
    // 0 until the flow says the visitor's booking can be priced (the estimate shows from then on, too).
    const priceable = booking !== null && bookingSession(partner, { booking: booking.data, today: now }).priceable();
    const differences = priceable ? dayPriceDifferences(booking.data, partner.pricing, partner.capacity, dates) : dates.map(() => 0);
    return dates.map((date, i) => {
      const day = { ...used.get(date) };
      // A customer's own hold or crew never makes their day read as full to them.
      const ownSlot = own && own.moveDate === date && (own.kind === 'taken' || own.expiresAt! > now) ? own.timeOfDay : null;
      for (const time of TIMES_OF_DAY) if (time === ownSlot && day[time]) day[time] -= 1;
      return dayAvailability(partner.capacity, date, day, differences[i]!);
    });
  }

  /**
   * One day's status as the calendar shows it to everyone (the shared, few-seconds-old counts, no booking's claim given
   * back): what a save judges a new move date by before anything checks it in a transaction.
   */
  async function sharedDay(partner: ServerPartner, date: string, now: Date): Promise<DayAvailability> {
    const used = partner.capacity ? await usedBetween(partner, date, date, now) : new Map<string, CrewsUsed>();
    return dayAvailability(partner.capacity, date, used.get(date) ?? {}, 0);
  }

  return { availability, sharedDay, forget };
}

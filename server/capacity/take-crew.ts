/**
 * Pay now secures the spot (docs/FUNNEL.md, Holds): inside the conversion transaction, the booking takes one crew of
 * its date and time of day (turning its own hold into the crew when it has one). None left: the conversion is refused
 * with 409, the move-date step's message and that step, and nothing of it is stored.
 */
import type { Clock } from '../../core/clock';
import { dayAvailability } from '../../core/capacity/day-availability';
import { TIMES_OF_DAY } from '../../core/capacity/partner-capacity';
import { isOneOf } from '../../core/is-one-of';
import type { BookingRow } from '../db/booking-repository';
import { ConversionRefusedError, type ConversionTx } from '../db/conversion-transaction';
import { claimCrew, crewsUsed } from '../db/crew-claims';
import type { ServerPartner } from '../partners/server-partner';
import { offeredCrews } from './offered-crews';
import { slotRefusal } from './slot-refusal';

/** Takes the locked booking's crew in `tx`, or throws ConversionRefusedError (409). */
export type TakeCrew = (tx: ConversionTx, locked: BookingRow) => Promise<void>;

export function createTakeCrew(partners: ReadonlyMap<string, ServerPartner>, clock: Clock): TakeCrew {
  return async (tx, locked) => {
    const partner = partners.get(locked.partnerSlug);
    const { moveDate, timeOfDay } = locked.data;
    // The flow refuses a booking without a date or time of day before it gets here.
    if (!partner || typeof moveDate !== 'string' || !isOneOf(TIMES_OF_DAY, timeOfDay)) return;
    const now = clock.now();
    const slot = { partnerSlug: partner.slug, moveDate, timeOfDay, bookingId: locked.id };
    const offered = offeredCrews(partner, moveDate, timeOfDay);
    if (await claimCrew(tx, { ...slot, offered, kind: 'taken', expiresAt: null, now })) return;
    const used = await crewsUsed(tx, { partnerSlug: partner.slug, from: moveDate, to: moveDate, now, exceptBookingId: locked.id });
    const day = dayAvailability(partner.capacity, moveDate, used.get(moveDate) ?? {}, 0);
    throw new ConversionRefusedError({ ...slotRefusal(moveDate, day.status), status: 409 });
  };
}

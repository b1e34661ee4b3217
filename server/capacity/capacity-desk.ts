/**
 * The capacity desk (docs/FUNNEL.md, "Holding the time slot"; docs/PARTNERS.md, Capacity): the one place crews are held, taken, moved and
 * released, and the days read. Every claim runs in the caller's transaction and locks the booking's row first; the
 * unique crew numbers of `crew_claims` settle races, on one process or many, so for every slot crews taken + held never
 * exceed crews offered. The booking desk (server/bookings/booking-desk.ts) calls it inside its own transactions, so the
 * crew follows the booking: a conversion takes it, an edit moves it, a cancellation frees it.
 */
import type { Booking } from '../../core/booking';
import type { Clock } from '../../core/clock';
import type { HoldReply } from '../../core/capacity/capacity-wire';
import { TIMES_OF_DAY } from '../../core/capacity/partner-capacity';
import { isOneOf } from '../../core/is-one-of';
import type { Refusal } from '../../core/refusal';
import type { AppDb } from '../db/app-database';
import type { BookingRow } from '../db/booking-repository';
import { activeHoldsBeside, claimCrew, releaseClaim, type ClaimTx } from '../db/crew-claims';
import { bookingSession } from '../flow/booking-session';
import { API_MESSAGES } from '../http/api-messages';
import type { ServerPartner } from '../partners/server-partner';
import type { WatchDay } from './crowded-day-watch';
import { holdExpiresAt } from './hold-expiry';
import { holdRefusal } from './hold-refusal';
import { offeredCrews } from './offered-crews';
import { createPartnerAvailability, type AvailabilityRequest } from './partner-availability';
import { slotDay } from './slot-day';
import { slotRefusal } from './slot-refusal';
import { bookableDateRefusal, isStorableDate, unstorableDateRefusal } from './bookable-date';

/** Holds one visitor may run at once (docs/PARTNERS.md, "Limits"): per session, and per client address (IPv6 by /64). */
export interface HoldLimits {
  perSession: number;
  perAddress: number;
}

export const HOLD_LIMITS: HoldLimits = { perSession: 2, perAddress: 5 };

export const TOO_MANY_HOLDS = 'You are already holding as many time slots as we allow at once. Please finish or restart a booking first.';

/** Who asks for a hold: the visitor's session and client address key. */
export interface Holder {
  sessionId: string;
  address: string;
}

export interface CapacityDeskOptions {
  db: AppDb;
  clock: Clock;
  holdLimits?: HoldLimits;
  /** Called in the transaction once a crew is taken: the warning of a day one client address crowds (./crowded-day-watch.ts). */
  watchDay?: WatchDay;
}

export function createCapacityDesk({ db, clock, holdLimits = HOLD_LIMITS, watchDay }: CapacityDeskOptions) {
  const calendar = createPartnerAvailability(db);

  /** The booking's crew of its date and time of day in `tx` (kept, or moved from another slot), or why there is none. */
  async function take(tx: ClaimTx, partner: ServerPartner, booking: Pick<BookingRow, 'id' | 'data'>): Promise<Refusal | null> {
    const { moveDate, timeOfDay } = booking.data;
    // The flow refuses a conversion without a date or time of day before it gets here.
    if (typeof moveDate !== 'string' || !isOneOf(TIMES_OF_DAY, timeOfDay)) return null;
    if (!isStorableDate(moveDate)) return unstorableDateRefusal(moveDate);
    const now = clock.now();
    const slot = { partnerSlug: partner.slug, moveDate, timeOfDay, bookingId: booking.id, now };
    const claimed = await claimCrew(tx, { ...slot, offered: offeredCrews(partner, moveDate, timeOfDay), kind: 'taken', expiresAt: null });
    calendar.forget(partner.slug);
    if (claimed) {
      await watchDay?.(tx, partner.slug, moveDate, booking.id);
      return null;
    }
    const day = await slotDay(tx, partner, moveDate, now, booking.id);
    return { ...slotRefusal(moveDate, day.status), status: 409 };
  }

  return {
    availability: (request: Omit<AvailabilityRequest, 'now'>) => calendar.availability({ ...request, now: clock.now() }),

    take,

    /** A change this process made outside the desk (a save freeing a hold): the partner's next calendar call reads afresh. */
    forgetDays: (partnerSlug: string) => calendar.forget(partnerSlug),

    /** Frees the booking's crew in `tx` (all of it, or only a hold). */
    async release(tx: ClaimTx | AppDb, partnerSlug: string, bookingId: number, kind?: 'hold'): Promise<void> {
      if (await releaseClaim(tx, bookingId, kind)) calendar.forget(partnerSlug);
    },

    /**
     * A 15-minute hold on one crew of the booking's date and time of day (./hold-expiry.ts): only for a booking the
     * flow has taken as far as the summary, at most `perSession` and `perAddress` holds running at once (429 past
     * them), replacing the booking's own earlier hold.
     */
    async hold(partner: ServerPartner, booking: BookingRow, holder: Holder): Promise<HoldReply | Refusal> {
      // A converted booking holds nothing: a conversion that keeps a crew took it, and no countdown runs after one.
      if (booking.conversionType !== null) return { hold: null };
      const now = clock.now();
      const location = partner.locations.find((candidate) => candidate.id === booking.data.locationId) ?? null;
      // Judged today, as the customer holds now: not as of the day the date was chosen.
      const { moveDateChosen: _chosen, ...data } = booking.data;
      const refused = holdRefusal(bookingSession(partner, { booking: data, location: location && { ...location }, today: now }), now);
      if (refused) return refused;
      const { moveDate, timeOfDay } = data;
      // holdRefusal let through only a booking with both: this narrows their types.
      if (typeof moveDate !== 'string' || !isOneOf(TIMES_OF_DAY, timeOfDay)) return { messages: [API_MESSAGES.holdWithoutSlot] };
      const expiresAt = holdExpiresAt(now);
      const outcome = await db.transaction(async (tx) => {
        const running = await activeHoldsBeside(tx, { heldFrom: holder.address, sessionId: holder.sessionId, bookingId: booking.id, now });
        if (running.ofSession >= holdLimits.perSession || running.fromAddress >= holdLimits.perAddress) return 'limit' as const;
        const slot = { partnerSlug: partner.slug, moveDate, timeOfDay, bookingId: booking.id, now };
        const offered = offeredCrews(partner, moveDate, timeOfDay);
        return claimCrew(tx, { ...slot, offered, kind: 'hold', expiresAt, heldFrom: holder.address });
      });
      calendar.forget(partner.slug);
      if (outcome === 'limit') return { status: 429, messages: [TOO_MANY_HOLDS] };
      if (outcome) return { hold: { expiresAt: expiresAt.toISOString() } };
      const day = await slotDay(db, partner, moveDate, now, booking.id);
      return { ...slotRefusal(moveDate, day.status), status: 409 };
    },

    /**
     * Why a save may not make this its move date: the server cannot store it, it is outside the bookable window, or the
     * day is closed or full (with the move-date step's message). The booking desk lets a date the booking already had stay, whatever the day became
     * since. Null when the save may go on; without capacity every storable day is open.
     */
    async newDateRefusal(partner: ServerPartner, data: Booking, bookingId: number | null): Promise<Refusal | null> {
      const { moveDate } = data;
      if (typeof moveDate !== 'string') return null;
      const outside = bookableDateRefusal(moveDate, partner, clock.now());
      if (outside || !partner.capacity) return outside;
      const now = clock.now();
      // The shared counts settle an open day without a query of its own; a day they read full is read again without
      // this booking's own claim, which never makes its day full to it. A day filled seconds ago may still read open:
      // a save takes no crew, and the hold and the conversion check theirs in a transaction.
      const shared = await calendar.sharedDay(partner, moveDate, now);
      if (shared.status !== 'full') return shared.status === 'blackout' ? slotRefusal(moveDate, shared.status) : null;
      const { status } = await slotDay(db, partner, moveDate, now, bookingId);
      return status === 'full' || status === 'blackout' ? slotRefusal(moveDate, status) : null;
    },
  };
}

export type CapacityDesk = ReturnType<typeof createCapacityDesk>;

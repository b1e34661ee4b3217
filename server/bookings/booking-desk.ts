/**
 * The booking desk (docs/FUNNEL.md, "Saving and conversions"): every save, conversion and cancellation of a booking
 * goes through here, whoever asks (the funnel's calls, Stripe's verification and webhook, the manage page). Each
 * change of a converted booking runs in one transaction holding the booking's row, with what must go with it: the crew
 * (the capacity desk takes, moves or frees it) and the partner's event (the outbox). One verdict decides whether a
 * booking may convert or keep its conversion (server/flow/conversion-verdict.ts).
 */
import type { Booking } from '../../core/booking';
import type { SavedBooking } from '../../core/booking-wire';
import type { Clock } from '../../core/clock';
import type { Conversion } from '../../core/conversion';
import type { Refusal } from '../../core/refusal';
import type { CapacityDesk } from '../capacity/capacity-desk';
import type { AppDb } from '../db/app-database';
import { findCurrentBooking, resetBooking, type BookingRow, type BookingWrite } from '../db/booking-repository';
import type { ConversionTx } from '../db/conversion-transaction';
import { writeConversion } from '../db/convert-booking';
import type { BookingOutbox } from '../delivery/outbox/booking-outbox';
import type { ComputeRouteFigures } from '../distance/route-figures';
import type { ServerPartner } from '../partners/server-partner';
import type { VisitorSession, VisitorSessions } from '../sessions/visitor-sessions';
import { conversionTakesCrew } from '../capacity/pay-later-takes-crew';
import type { DeviceClass } from '../../core/insights/insight-vocabulary';
import { countConversion } from '../insights/count-conversion';
import { insightMove } from '../insights/insight-move';
import { cancelBooking } from './cancel-booking';
import { convertBooking } from './convert-booking';
import { staleAnswer, type DeskAnswer } from './desk-answer';
import { editConvertedBooking } from './edit-converted-booking';
import { judgeBooking } from './judge-booking';
import { prepareSave } from './prepare-save';
import { RefusedError } from './refused-error';
import { writeOrCreateBooking } from './write-or-create-booking';

/** Who asks: the visitor's session (CSRF checked) and the partner of the call. */
export interface Visit {
  session: VisitorSession;
  partner: ServerPartner;
  /** The browser's class (core/insights/device-class.ts), counted with a first save in the partner's insights. */
  device?: DeviceClass;
}

export interface BookingDeskDeps {
  db: AppDb;
  sessions: VisitorSessions;
  partners: ReadonlyMap<string, ServerPartner>;
  capacity: CapacityDesk;
  outbox: BookingOutbox;
  routeFigures: ComputeRouteFigures;
  clock: Clock;
}

/**
 * Records `conversion` on the locked booking in `tx`, with its crew (taken, or a hold released when the conversion
 * keeps none: no hold outlives a conversion) and, when the conversion changed, `booking.converted` for the partner.
 * A crew the day no longer has throws RefusedError (409): nothing of it is stored.
 */
export type RecordConversion = (
  tx: ConversionTx,
  locked: BookingRow,
  conversion: Conversion,
  eventPayload: Record<string, unknown>,
  data?: BookingRow['data'],
) => Promise<BookingRow>;

export function createBookingDesk(deps: BookingDeskDeps) {
  const { db, capacity, outbox, partners, clock } = deps;

  const recordConversion: RecordConversion = async (tx, locked, conversion, eventPayload, data) => {
    const converted = await writeConversion(tx, locked, conversion, eventPayload, data);
    const partner = partners.get(locked.partnerSlug);
    if (partner && conversionTakesCrew(partner, conversion)) {
      const refused = await capacity.take(tx, partner, converted);
      if (refused) throw new RefusedError(refused);
    } else if (partner) {
      await capacity.release(tx, partner.slug, converted.id);
    }
    const changed = locked.conversionType !== converted.conversionType || locked.unserviceableReason !== converted.unserviceableReason;
    if (changed) await outbox.record(tx, 'booking.converted', converted);
    // The partner's insights: the visit converts at the step it was at (server/insights/count-conversion.ts).
    if (locked.conversionType === null && converted.conversionType !== null)
      await countConversion(tx, converted.id, converted.conversionType, clock.now());
    return converted;
  };

  const current = (visit: Visit) =>
    visit.session.stored ? findCurrentBooking(db, visit.session.id, visit.partner.slug) : Promise.resolve(null);

  /**
   * A move date the day cannot take, unless the booking already had it (whatever the day became since). The session
   * names the booking, and only when the copy is of it (`reference`) is its own crew left out of the count. Counted
   * first with every crew: only a refused date costs the look-up of the booking.
   */
  const refusedNewDate = async (visit: Visit, reference: string | undefined, data: Booking): Promise<Refusal | null> => {
    const refused = await capacity.newDateRefusal(visit.partner, data, null);
    if (!refused || reference === undefined) return refused;
    const own = await current(visit);
    if (own?.reference !== reference) return refused;
    return own.data.moveDate === data.moveDate ? null : capacity.newDateRefusal(visit.partner, data, own.id);
  };

  return {
    recordConversion,

    /**
     * A save from the browser: the first save creates the booking; a booking with no conversion is written in one
     * statement (which also frees a hold of a date or time of day it no longer has); a converted one goes through
     * `editConvertedBooking`, which keeps, moves or withdraws what the conversion holds.
     */
    async save(visit: Visit, copy: SavedBooking, currentStep: string | null): Promise<DeskAnswer> {
      const { session, partner } = visit;
      const now = clock.now();
      const prepared = await prepareSave(copy, partner, deps.routeFigures, now);
      const refusedDate = await refusedNewDate(visit, copy.reference, prepared.data);
      if (refusedDate) return { refusal: refusedDate };
      const write: BookingWrite = {
        sessionId: session.id,
        partnerSlug: partner.slug,
        reference: copy.reference ?? null,
        baseRevision: copy.revision,
        data: prepared.data,
        kind: 'save',
        // The event records the step and what changed (db/booking-repository.ts), never the body as sent.
        eventPayload: { currentStep },
        now,
        insights: insightMove(partner, prepared.session, prepared.data, currentStep, visit.device ?? 'unknown', now),
      };
      const result = await writeOrCreateBooking(db, deps.sessions, session, { ...write, unconvertedOnly: true });
      // A hold of another date or time of day the save freed: the calendar of this process reads the days afresh.
      if (result.ok && result.freedHold) capacity.forgetDays(partner.slug);
      if (result.ok) return { booking: result.booking, hold: result.hold };
      const current = result.current;
      // Refused only because the booking is converted: the copy is current, so it is saved with the lock held.
      if (!current || current.reference !== write.reference || current.revision !== write.baseRevision || current.conversionType === null)
        return staleAnswer(copy.reference, current);
      return editConvertedBooking({ ...deps, recordConversion }, visit, current.id, write, prepared.figures, now);
    },

    /** Pay later, or unserviceable with the save that comes with it (`copy`); pay now converts through `recordConversion`. */
    convert: (visit: Visit, conversion: Conversion, copy?: SavedBooking) =>
      convertBooking({ ...deps, recordConversion }, visit, conversion, copy),

    /** The customer cancels their converted booking: its crew freed, `booking.cancelled` to the partner. */
    cancel: (visit: Visit) => cancelBooking(deps, visit),

    /** The one verdict on converting `data` as stored (./judge-booking.ts): null, or why not. */
    judge: (partner: ServerPartner, data: BookingRow['data'], conversion: Conversion, options?: { datesJudgedToday?: boolean }) =>
      judgeBooking(deps.routeFigures, partner, data, conversion, clock.now(), options),

    /** Restart: the current booking archived (kept) and its hold freed at once; a crew a conversion took stays with it. */
    async reset({ session, partner }: Visit): Promise<void> {
      await resetBooking(db, session.id, partner.slug);
      capacity.forgetDays(partner.slug);
    },

    /** The session's current booking for the partner, or null. */
    current,
  };
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;
export type DeskDeps = BookingDeskDeps & { recordConversion: RecordConversion };

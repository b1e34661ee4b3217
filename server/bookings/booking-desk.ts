/**
 * The booking desk (docs/FUNNEL.md, "A booking's life"): every change of a booking goes through here, whoever asks (the
 * funnel's calls, the landing form, Stripe's verification and webhook, the manage and link pages). Each change is a
 * transition of one table (./transitions.ts) applied by one function under the booking's lock (./apply-transition.ts),
 * with what must go with it: the crew (the capacity desk takes, moves or frees it) and the partner's event (the
 * outbox). One verdict decides whether a booking may convert or keep its conversion (server/flow/conversion-verdict.ts).
 */
import type { Booking } from '../../core/booking';
import type { SavedBooking } from '../../core/booking-wire';
import type { Conversion } from '../../core/conversion';
import { bookingPaymentTerms } from '../../core/payment/payment-terms';
import type { Refusal } from '../../core/refusal';
import { findCurrentBooking, type BookingRow, type BookingWrite } from '../db/booking-repository';
import { inConversionTransaction, type ConversionTx } from '../db/conversion-transaction';
import { writeArchive, writeConversion, writeDepot, writeTermsAccepted } from '../db/convert-booking';
import { API_MESSAGES } from '../http/api-messages';
import type { ServerPartner } from '../partners/server-partner';
import { withConsent } from '../consent/with-consent';
import { countConversion } from '../insights/count-conversion';
import { insightMove } from '../insights/insight-move';
import { applyTransition, type TransitionWrite } from './apply-transition';
import { cancelBooking } from './cancel-booking';
import { confirmCrew } from './confirm-crew';
import { convertBooking } from './convert-booking';
import { staleAnswer, type DeskAnswer } from './desk-answer';
import type { BookingDeskDeps, RecordConversion, Visit } from './desk-deps';
import { editConvertedBooking } from './edit-converted-booking';
import { judgeBooking } from './judge-booking';
import { openBookingByLink } from './open-by-link';
import { prepareSave } from './prepare-save';
import { RefusedError } from './refused-error';
import { releaseLapsed, releaseUnconfirmed, type UnconfirmedCrews } from './release-unconfirmed';
import { refusedAnswer } from './refused-answer';
import { TRANSITION_OF_CONVERSION, type TransitionName } from './transitions';
import { writeOrCreateBooking } from './write-or-create-booking';

export function createBookingDesk(deps: BookingDeskDeps) {
  const { db, capacity, partners, clock } = deps;

  const recordConversion: RecordConversion = async (tx, locked, conversion, eventPayload, data, clientBucket) => {
    const partner = partners.get(locked.partnerSlug);
    if (!partner) throw new RefusedError({ status: 404, messages: [API_MESSAGES.partnerUnknown] });
    // Pay now keeps the amounts the customer was shown (a deposit's intent is of this revision: the same estimate).
    const terms = conversion.type === 'pay_now' ? bookingPaymentTerms(data ?? locked.data, partner) : undefined;
    const write = (writer: ConversionTx, row: BookingRow) =>
      writeConversion(writer, row, conversion, eventPayload, data, clientBucket, terms);
    const converted = await applyTransition(deps, tx, TRANSITION_OF_CONVERSION[conversion.type], partner, locked, write);
    // The partner's insights: the visit converts at the step it was at (server/insights/count-conversion.ts).
    if (locked.conversionType === null && converted.conversionType !== null)
      await countConversion(tx, converted.id, converted.conversionType, clock.now());
    return converted;
  };

  function current(visit: Visit): Promise<BookingRow | null> {
    return visit.session.stored ? findCurrentBooking(db, visit.session.id, visit.partner.slug) : Promise.resolve(null);
  }

  /** Applies `name` to the booking, locked: the row as it then stands (null: no such booking). */
  const applyTo = (booking: BookingRow, partner: ServerPartner, name: TransitionName, write: TransitionWrite) =>
    inConversionTransaction(db, booking.id, (tx, locked) =>
      locked ? applyTransition(deps, tx, name, partner, locked, write) : Promise.resolve(null),
    );

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

  const desk = {
    recordConversion,

    /**
     * The transition `save`: the first save creates the booking; a booking with no conversion is written in one
     * statement (which also frees a hold of a date or time of day it no longer has, and refuses any other state); a
     * converted one is the transition `edit` (./edit-converted-booking.ts).
     */
    async save(visit: Visit, copy: SavedBooking, currentStep: string | null): Promise<DeskAnswer> {
      const { session, partner } = visit;
      const now = clock.now();
      const prepared = await prepareSave(copy, partner, deps.routeFigures, now);
      prepared.data = withConsent(prepared.data, { partner, currentStep, now, clientHash: visit.clientHash ?? '' });
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
      const found = result.current;
      // Refused only because the booking is converted: the copy is current, so it is saved with the lock held.
      if (!found || found.reference !== write.reference || found.revision !== write.baseRevision || found.conversionType === null)
        return staleAnswer(copy.reference, found);
      return editConvertedBooking(deps, visit, found.id, write, prepared.figures);
    },

    /** Pay later, or unserviceable with the save that comes with it (`copy`); pay now converts through `recordConversion`. */
    convert: (visit: Visit, conversion: Conversion, copy?: SavedBooking): Promise<DeskAnswer> =>
      convertBooking({ ...deps, recordConversion, save: desk.save }, visit, conversion, copy),

    /** The customer cancels their converted booking: its crew freed, `booking.cancelled` to the partner. */
    cancel: (visit: Visit) => cancelBooking(deps, visit),

    /** The one verdict on converting `data` as stored (./judge-booking.ts): null, or why not. */
    judge: (partner: ServerPartner, data: BookingRow['data'], conversion: Conversion, options?: { datesJudgedToday?: boolean }) =>
      judgeBooking(deps.routeFigures, partner, data, conversion, clock.now(), options),

    /**
     * The transition `restart`: the current booking leaves the session (archived, kept) and its hold is freed at once;
     * a crew a conversion took stays with it, and its manage link still opens it.
     */
    async reset(visit: Visit): Promise<void> {
      const found = await current(visit);
      if (!found) return;
      await refusedAnswer(async () => ({ booking: (await applyTo(found, visit.partner, 'restart', writeArchive)) ?? found }));
      capacity.forgetDays(visit.partner.slug);
    },

    /** The transition `acceptTerms`, with the card setup's call: the booking as it then stands, or why not. */
    acceptTerms: (visit: Visit, booking: BookingRow): Promise<DeskAnswer> =>
      refusedAnswer(async () => {
        const accepted = await applyTo(booking, visit.partner, 'acceptTerms', (tx, locked) => writeTermsAccepted(tx, locked, clock.now()));
        return accepted ? { booking: accepted } : { refusal: { status: 404, messages: [API_MESSAGES.bookingMissing] } };
      }),

    /** The transition `placeDepot`: the depot nearest the origin recorded on the session's current booking, if any. */
    async placeDepot(visit: Visit, booking: BookingRow, locationId: string | number): Promise<void> {
      await refusedAnswer(async () => ({
        booking: (await applyTo(booking, visit.partner, 'placeDepot', (tx, locked) => writeDepot(tx, locked, locationId))) ?? booking,
      }));
    },

    /** The transition `openByLink`: the booking moves to a session made for it; null when the table refuses. */
    openByLink: (partner: ServerPartner, bookingId: number, sessionId: string) => openBookingByLink(deps, partner, bookingId, sessionId),

    /** The transition `confirm`: the confirmation link's button (./confirm-crew.ts). */
    confirm: (partner: ServerPartner, bookingId: number) => confirmCrew(deps, partner, bookingId),

    /**
     * The transition `lapse` on the provisional crews of one partner (one move day when `moveDate` is given), as of
     * `now`: the partner's release of a fake day (./release-unconfirmed.ts). The references released.
     */
    releaseUnconfirmed: (which: UnconfirmedCrews, now: Date) => releaseUnconfirmed(deps, which, now),

    /** The lapse job: every provisional crew whose confirmation is due by `now`, released (./release-unconfirmed.ts). */
    releaseLapsed: (now: Date) => releaseLapsed(deps, now),

    /** The session's current booking for the partner, or null. */
    current,

    /** Its collaborators, for the partner's commands that run its transitions (./partner-bookings/). */
    deps,
  };
  return desk;
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;

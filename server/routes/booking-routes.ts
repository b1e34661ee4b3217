/**
 * PUT /api/v1/booking, PUT /api/v1/booking/unserviceable, POST /api/v1/booking/pay-later
 * (docs/FUNNEL.md, "Calls"). Conversions stand only where the flow leads (server/flow/check-conversion.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import type { BookingOutbox } from '../delivery/outbox/booking-outbox';
import { findCurrentBooking, type BookingRow, type BookingWrite } from '../db/booking-repository';
import { ConversionRefusedError, inConversionTransaction } from '../db/conversion-transaction';
import { convertBooking, type Conversion } from '../db/convert-booking';
import { saveBooking } from '../bookings/save-booking';
import { releaseMovedClaim } from '../capacity/release-moved-claim';
import { unavailableDateRefusal } from '../capacity/unavailable-date-refusal';
import { toClientBooking } from '../bookings/to-client-booking';
import { toStoredData } from '../bookings/to-stored-data';
import { withEstimate } from '../bookings/with-estimate';
import { withoutHiddenAnswers } from '../bookings/without-hidden-answers';
import { writeOrCreateBooking } from '../bookings/write-or-create-booking';
import { STRIPE_MESSAGES } from '../payments/stripe/stripe-messages';
import { withRouteFigures } from '../bookings/with-route-figures';
import type { ComputeRouteFigures } from '../distance/route-figures';
import { bookingToConvertOrReply } from '../flow/booking-to-convert';
import { checkConversion, sendRefusal } from '../flow/check-conversion';
import { keepsConversion } from '../flow/keeps-conversion';
import { payNowKeptRefusal } from '../flow/pay-now-kept-refusal';
import { termsRefusal } from '../flow/terms-refusal';
import type { Booking } from '../../core/booking';
import type { UnserviceableReason } from '../../core/unserviceable-reasons';
import { serviceTypeDefault } from '../../core/service-type-default';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import type { BookingReply, SaveBookingRequest, SavedBooking, UnserviceableRequest } from '../../core/booking-wire';
import { saveBookingBodySchema, unserviceableBodySchema } from './booking-body-schemas';

interface Options {
  db: AppDb;
  sessions: VisitorSessions;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  routeFigures: ComputeRouteFigures;
  outbox: BookingOutbox;
}

/** A write based on a copy that is not the current booking at its revision: 404 when there is none, else 409 with the current one. */
function refuseWrite(reply: FastifyReply, booking: Pick<SavedBooking, 'id'>, current: BookingRow | null) {
  if (!current) return sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
  // A copy never stored (no id) is stale against the booking another tab created meanwhile.
  const message = current.id === booking.id || booking.id === undefined ? API_MESSAGES.bookingStale : API_MESSAGES.bookingReplaced;
  return sendMessages(reply, 409, [message], { booking: toClientBooking(current) });
}

/** A copy the page showed before anything was stored: revision 0, no id. */
const isUnstoredCopy = (booking: SavedBooking) => booking.id === undefined && booking.revision === 0;

export async function bookingRoutes(
  app: FastifyInstance,
  { db, sessions, partnerFromHeader, routeFigures, outbox }: Options,
): Promise<void> {
  /** Shared by save and unserviceable: the client's copy must be this visit's current booking at the current revision (else 404 or 409 with the current one). */
  async function saveFromClient(
    request: FastifyRequest,
    reply: FastifyReply,
    booking: SavedBooking,
    write: Pick<BookingWrite, 'kind' | 'eventPayload'> & {
      conversion?: { type: 'unserviceable'; unserviceableReason: UnserviceableReason };
    },
  ) {
    // The one place a booking's data is written from the client: coordinates, distance and the
    // estimate are the server's own, whatever the browser sent (docs/FUNNEL.md, "What the server checks").
    const stored = toStoredData(booking);
    // Accepted now, by the server's clock; a booking that accepted them earlier keeps that time (storedDataSql).
    if (stored.termsAccepted === true) stored.termsAcceptedAt = app.clock.now().toISOString();
    // Chosen now, unless the stored booking has this date already (storedDataSql keeps when it was chosen).
    if (typeof stored.moveDate === 'string') stored.moveDateChosen = { date: stored.moveDate, at: app.clock.now().toISOString() };
    // As the landing submit does in the browser: a partner without labor-only moves never asks for it.
    const serviceType = serviceTypeDefault(request.partner!);
    if (!stored.serviceType && serviceType) stored.serviceType = serviceType;
    const figures = await routeFigures(stored, request.partner!);
    // A hidden answer is no answer (docs/FUNNEL.md, "Hidden means absent"): it is neither stored nor priced.
    const visible = withoutHiddenAnswers(withRouteFigures(stored, figures), figures, request.partner!, app.clock.now());
    const data = withEstimate(visible, request.partner!, app.clock.now());
    // A full or closed day is refused as a new move date with the move-date step's message (docs/FUNNEL.md, Holds).
    const unavailable = await unavailableDateRefusal(db, request.partner!, { id: booking.id, data }, request.server.clock.now());
    if (unavailable) return sendMessages(reply, 422, unavailable.messages, { step: unavailable.step, path: unavailable.path });
    const base = {
      sessionId: request.session!.id,
      partnerSlug: request.partner!.slug,
      bookingId: booking.id ?? 0,
      baseRevision: booking.revision,
      data,
      kind: write.kind,
      eventPayload: write.eventPayload,
    };
    if (!write.conversion) {
      // The first save (revision 0) creates the booking: page loads store nothing. A converted booking
      // keeps its conversion only where the flow still allows it for the saved data.
      const keeps = (saved: BookingRow) => {
        // Judged on the stored data: its moveDateChosen is the one the date was first chosen with.
        if (keepsConversion(saved, saved.data, figures, request.partner!, app.clock.now())) return true;
        // A conversion never goes down: pay now (a card on file) is never withdrawn; the save is refused.
        if (saved.conversionType === 'pay_now')
          throw new ConversionRefusedError(payNowKeptRefusal(saved.data, figures, request.partner!, app.clock.now()));
        return false;
      };
      try {
        const result = await saveBooking(db, sessions, request.session!, base, keeps, outbox);
        if (!result.ok) return refuseWrite(reply, booking, result.current);
        // A booking moved to another date or time of day frees the crew it held or took.
        await releaseMovedClaim(db, result.booking.id, data);
        return toClientBooking(result.booking);
      } catch (error) {
        if (error instanceof ConversionRefusedError) return sendRefusal(reply, error.refusal);
        throw error;
      }
    }
    // A stale copy is told so first; then only the reason the server derives itself, for a booking
    // the flow leads to the unserviceable page, is recorded.
    let current = await findCurrentBooking(db, request.session!.id, request.partner!.slug);
    const firstSave = current === null && isUnstoredCopy(booking);
    if (!firstSave && (current?.id !== booking.id || current?.revision !== booking.revision)) return refuseWrite(reply, booking, current);
    const conversion = write.conversion;
    const intent = { type: 'unserviceable', reason: conversion.unserviceableReason } as const;
    const refusal = await checkConversion(routeFigures, data, request.partner!, intent, app.clock.now());
    if (refusal) return sendRefusal(reply, refusal);
    if (firstSave) {
      // Stored first, then converted like any other booking (the save and the conversion are two events).
      const created = await writeOrCreateBooking(db, sessions, request.session!, { ...base, kind: 'save', eventPayload: { booking } });
      if (!created.ok) return refuseWrite(reply, booking, created.current);
      current = created.booking;
    }
    return convertAsChecked(reply, current!, conversion, write.eventPayload, firstSave ? undefined : data);
  }

  /**
   * Records `conversion` in the conversion transaction, only while the booking is still the session's
   * current one at the revision that was checked (else 409 with the current one, or 404).
   */
  async function convertAsChecked(
    reply: FastifyReply,
    checked: BookingRow,
    conversion: Conversion,
    eventPayload: Record<string, unknown>,
    data?: Booking,
  ) {
    try {
      const converted = await inConversionTransaction(db, checked.id, async (tx, locked) => {
        if (!locked || locked.archivedAt !== null || locked.revision !== checked.revision) return null;
        return convertBooking(tx, outbox, locked, conversion, eventPayload, data);
      });
      if (converted) return toClientBooking(converted);
    } catch (error) {
      if (error instanceof ConversionRefusedError) return sendRefusal(reply, error.refusal);
      throw error;
    }
    return refuseWrite(reply, { id: checked.id }, await findCurrentBooking(db, checked.sessionId, checked.partnerSlug));
  }

  app.put<{ Body: SaveBookingRequest<SavedBooking>; Reply: BookingReply }>(
    '/api/v1/booking',
    { schema: { body: saveBookingBodySchema }, preHandler: partnerFromHeader },
    async (request, reply) =>
      // The event records the step and what changed (db/booking-repository.ts), never the body as sent.
      saveFromClient(request, reply, request.body.booking, {
        kind: 'save',
        eventPayload: { currentStep: request.body.booking.currentStep ?? null },
      }),
  );

  app.put<{ Body: UnserviceableRequest<SavedBooking>; Reply: BookingReply }>(
    '/api/v1/booking/unserviceable',
    { schema: { body: unserviceableBodySchema }, preHandler: partnerFromHeader },
    async (request, reply) => {
      const { booking } = request.body;
      const reason = request.body.unserviceableReason ?? booking.unserviceableReason;
      if (!reason) return sendMessages(reply, 422, [API_MESSAGES.unserviceableReasonMissing]);
      return saveFromClient(request, reply, booking, {
        kind: 'convert',
        eventPayload: { conversionType: 'unserviceable', unserviceableReason: reason, currentStep: booking.currentStep ?? null },
        conversion: { type: 'unserviceable', unserviceableReason: reason },
      });
    },
  );

  app.post<{ Reply: BookingReply }>('/api/v1/booking/pay-later', { preHandler: partnerFromHeader }, async (request, reply) => {
    const booking = await bookingToConvertOrReply(db, routeFigures, request, reply, { type: 'pay_later' });
    if (!booking) return reply;
    // A conversion never goes down: a booking with a card on file is not turned into pay later
    // (which would let it get a second card).
    if (booking.conversionType === 'pay_now') return sendMessages(reply, 409, [STRIPE_MESSAGES.cardAlreadyOnFile]);
    const refusal =
      (await checkConversion(routeFigures, booking.data, request.partner!, { type: 'pay_later' }, app.clock.now(), {
        datesJudgedToday: true,
      })) ?? termsRefusal(booking.data);
    if (refusal) return sendRefusal(reply, refusal);
    // Converted only as checked: a save from another tab in between makes this a 409.
    return convertAsChecked(reply, booking, { type: 'pay_later' }, { conversionType: 'pay_later' });
  });
}

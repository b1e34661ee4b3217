/**
 * PUT /api/v1/booking, PUT /api/v1/booking/unserviceable, POST /api/v1/booking/pay-later
 * (docs/FUNNEL.md, "Calls"). Conversions stand only where the flow leads (server/flow/check-conversion.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import {
  convertCurrentBooking,
  findCurrentBooking,
  withdrawConversion,
  type BookingRow,
  type BookingWrite,
} from '../db/booking-repository';
import { toClientBooking } from '../bookings/to-client-booking';
import { toStoredData } from '../bookings/to-stored-data';
import { withEstimate } from '../bookings/with-estimate';
import { withoutHiddenAnswers } from '../bookings/without-hidden-answers';
import { writeOrCreateBooking } from '../bookings/write-or-create-booking';
import { withRouteFigures } from '../bookings/with-route-figures';
import type { ComputeRouteFigures } from '../distance/route-figures';
import { bookingToConvertOrReply } from '../flow/booking-to-convert';
import { checkConversion, sendRefusal } from '../flow/check-conversion';
import { keepsConversion } from '../flow/keeps-conversion';
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

export async function bookingRoutes(app: FastifyInstance, { db, sessions, partnerFromHeader, routeFigures }: Options): Promise<void> {
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
    // As the landing submit does in the browser: a partner without labor-only moves never asks for it.
    const serviceType = serviceTypeDefault(request.partner!);
    if (!stored.serviceType && serviceType) stored.serviceType = serviceType;
    const figures = await routeFigures(stored, request.partner!);
    // A hidden answer is no answer (docs/FUNNEL.md, "Hidden means absent"): it is neither stored nor priced.
    const visible = withoutHiddenAnswers(withRouteFigures(stored, figures), figures, request.partner!, app.clock.now());
    const data = withEstimate(visible, request.partner!, app.clock.now());
    if (write.conversion?.type === 'unserviceable') {
      // A stale copy is told so first; then only the reason the server derives itself, for a booking
      // the flow leads to the unserviceable page, is recorded.
      const current = await findCurrentBooking(db, request.session!.id, request.partner!.slug);
      const firstSave = current === null && isUnstoredCopy(booking);
      if (!firstSave && (current?.id !== booking.id || current?.revision !== booking.revision)) return refuseWrite(reply, booking, current);
      const reason = write.conversion.unserviceableReason;
      const refusal = await checkConversion(routeFigures, data, request.partner!, { type: 'unserviceable', reason });
      if (refusal) return sendRefusal(reply, refusal);
    }
    // The first save (revision 0) creates the booking: page loads store nothing.
    const result = await writeOrCreateBooking(db, sessions, request.session!, {
      sessionId: request.session!.id,
      partnerSlug: request.partner!.slug,
      bookingId: booking.id ?? 0,
      baseRevision: booking.revision,
      data,
      ...write,
    });
    if (!result.ok) return refuseWrite(reply, booking, result.current);
    // A converted booking keeps its conversion only where the flow still allows it for the saved data.
    const saved = result.booking;
    if (write.conversion || keepsConversion(saved, data, figures, request.partner!)) return toClientBooking(saved);
    const withdrawn = await withdrawConversion(db, saved, { conversionType: null, withdrawn: saved.conversionType });
    return toClientBooking(withdrawn ?? saved);
  }

  app.put<{ Body: SaveBookingRequest<SavedBooking>; Reply: BookingReply }>(
    '/api/v1/booking',
    { schema: { body: saveBookingBodySchema }, preHandler: partnerFromHeader },
    async (request, reply) =>
      saveFromClient(request, reply, request.body.booking, { kind: 'save', eventPayload: { booking: request.body.booking } }),
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
        eventPayload: { conversionType: 'unserviceable', booking, unserviceableReason: reason },
        conversion: { type: 'unserviceable', unserviceableReason: reason },
      });
    },
  );

  app.post<{ Reply: BookingReply }>('/api/v1/booking/pay-later', { preHandler: partnerFromHeader }, async (request, reply) => {
    const booking = await bookingToConvertOrReply(db, routeFigures, request, reply, { type: 'pay_later' });
    if (!booking) return reply;
    const refusal = await checkConversion(routeFigures, booking.data, request.partner!, { type: 'pay_later' });
    if (refusal) return sendRefusal(reply, refusal);
    // Converted only as checked: a save from another tab in between makes this a 409.
    const current = { sessionId: request.session!.id, partnerSlug: request.partner!.slug, revision: booking.revision };
    const converted = await convertCurrentBooking(db, current, { type: 'pay_later' }, { conversionType: 'pay_later' });
    if (!converted) return refuseWrite(reply, { id: booking.id }, await findCurrentBooking(db, current.sessionId, current.partnerSlug));
    return toClientBooking(converted);
  });
}

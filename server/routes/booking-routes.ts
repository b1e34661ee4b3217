/** PUT /api/v1/booking, PUT /api/v1/booking/unserviceable, POST /api/v1/booking/pay-later (SPEC section 7). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { convertCurrentBooking, findCurrentBooking, type BookingRow, type BookingWrite } from '../db/booking-repository';
import { toClientBooking } from '../bookings/to-client-booking';
import { toStoredData } from '../bookings/to-stored-data';
import { withEstimate } from '../bookings/with-estimate';
import { writeOrCreateBooking } from '../bookings/write-or-create-booking';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { saveBookingBodySchema, unserviceableBodySchema, type SavedBooking } from './booking-body-schemas';

interface Options {
  db: AppDb;
  sessions: VisitorSessions;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** The current booking of the request's session and partner, or a 404 already sent. */
export async function currentBookingOrReply(db: AppDb, request: FastifyRequest, reply: FastifyReply): Promise<BookingRow | null> {
  const booking = await findCurrentBooking(db, request.session!.id, request.partner!.slug);
  if (!booking) sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
  return booking;
}

export async function bookingRoutes(app: FastifyInstance, { db, sessions, partnerFromHeader }: Options): Promise<void> {
  /** Shared by save and unserviceable: the client's copy must be this visit's current booking at the current revision (else 404 or 409 with the current one). */
  async function saveFromClient(
    request: FastifyRequest,
    reply: FastifyReply,
    booking: SavedBooking,
    write: Pick<BookingWrite, 'kind' | 'eventPayload' | 'conversion'>,
  ) {
    // The one place a booking's data is written from the client: the estimate is the server's own (issue 8).
    const data = withEstimate(toStoredData(booking), request.partner!);
    // The first save (revision 0) creates the booking: page loads store nothing.
    const result = await writeOrCreateBooking(db, sessions, request.session!, {
      sessionId: request.session!.id,
      partnerSlug: request.partner!.slug,
      bookingId: booking.id ?? 0,
      baseRevision: booking.revision,
      data,
      ...write,
    });
    if (!result.ok) {
      const { current } = result;
      if (!current) return sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
      // A copy never stored (no id) is stale against the booking another tab created meanwhile.
      const message = current.id === booking.id || booking.id === undefined ? API_MESSAGES.bookingStale : API_MESSAGES.bookingReplaced;
      return sendMessages(reply, 409, [message], { booking: toClientBooking(current) });
    }
    return toClientBooking(result.booking);
  }

  app.put<{ Body: { booking: SavedBooking } }>(
    '/api/v1/booking',
    { schema: { body: saveBookingBodySchema }, preHandler: partnerFromHeader },
    async (request, reply) =>
      saveFromClient(request, reply, request.body.booking, { kind: 'save', eventPayload: { booking: request.body.booking } }),
  );

  app.put<{ Body: { booking: SavedBooking; unserviceableReason?: string } }>(
    '/api/v1/booking/unserviceable',
    { schema: { body: unserviceableBodySchema }, preHandler: partnerFromHeader },
    async (request, reply) => {
      const { booking } = request.body;
      const reason = request.body.unserviceableReason ?? booking.unserviceableReason;
      if (typeof reason !== 'string') return sendMessages(reply, 422, [API_MESSAGES.unserviceableReasonMissing]);
      return saveFromClient(request, reply, booking, {
        kind: 'convert',
        eventPayload: { conversionType: 'unserviceable', booking, unserviceableReason: reason },
        conversion: { type: 'unserviceable', unserviceableReason: reason },
      });
    },
  );

  app.post('/api/v1/booking/pay-later', { preHandler: partnerFromHeader }, async (request, reply) => {
    const current = { sessionId: request.session!.id, partnerSlug: request.partner!.slug };
    const converted = await convertCurrentBooking(db, current, { type: 'pay_later' }, { conversionType: 'pay_later' });
    if (!converted) return sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
    return toClientBooking(converted);
  });
}

/**
 * PUT /api/v1/booking, PUT /api/v1/booking/unserviceable, POST /api/v1/booking/pay-later and POST /api/v1/booking/cancel
 * (docs/FUNNEL.md, "Calls"): short handlers over the booking desk (server/bookings/booking-desk.ts), which judges,
 * stores, moves the crew and tells the partner.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingReply, SaveBookingRequest, SavedBooking, UnserviceableRequest } from '../../core/booking-wire';
import { deviceClass } from '../../core/insights/device-class';
import type { Visit } from '../bookings/desk-deps';
import { API_MESSAGES } from '../http/api-messages';
import { clientBucketOf } from '../security/client-bucket';
import { sendAnswer } from './send-answer';
import { sendMessages } from '../http/send-messages';
import { saveBookingBodySchema, unserviceableBodySchema } from './booking-body-schemas';

interface Options {
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** The visitor and partner the CSRF guard and the partner hook found, the client's address hashed for consent records, and the browser's class for insights. */
const visitOf = (request: FastifyRequest): Visit => ({
  session: request.session!,
  partner: request.partner!,
  clientHash: request.server.hashClientAddress(request.ip),
  clientBucket: clientBucketOf(request),
  device: deviceClass(request.headers['user-agent']),
});

export async function bookingRoutes(app: FastifyInstance, { partnerFromHeader }: Options): Promise<void> {
  const desk = app.bookings;

  app.put<{ Body: SaveBookingRequest<SavedBooking>; Reply: BookingReply }>(
    '/api/v1/booking',
    { schema: { body: saveBookingBodySchema }, preHandler: partnerFromHeader },
    async (request, reply) => {
      const { booking } = request.body;
      return sendAnswer(reply, await desk.save(visitOf(request), booking, booking.currentStep ?? null));
    },
  );

  app.put<{ Body: UnserviceableRequest<SavedBooking>; Reply: BookingReply }>(
    '/api/v1/booking/unserviceable',
    { schema: { body: unserviceableBodySchema }, preHandler: partnerFromHeader },
    async (request, reply) => {
      const { booking } = request.body;
      const reason = request.body.unserviceableReason ?? booking.unserviceableReason;
      if (!reason) return sendMessages(reply, 422, [API_MESSAGES.unserviceableReasonMissing]);
      return sendAnswer(reply, await desk.convert(visitOf(request), { type: 'unserviceable', reason }, booking));
    },
  );

  app.post<{ Reply: BookingReply }>('/api/v1/booking/pay-later', { preHandler: partnerFromHeader }, async (request, reply) =>
    sendAnswer(reply, await desk.convert(visitOf(request), { type: 'pay_later' })),
  );

  app.post<{ Reply: BookingReply }>('/api/v1/booking/cancel', { preHandler: partnerFromHeader }, async (request, reply) =>
    sendAnswer(reply, await desk.cancel(visitOf(request))),
  );
}

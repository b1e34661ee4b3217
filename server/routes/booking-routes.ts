/**
 * PUT /api/v1/booking, PUT /api/v1/booking/unserviceable, POST /api/v1/booking/pay-later and POST /api/v1/booking/cancel
 * (docs/FUNNEL.md, "Calls"): short handlers over the booking desk (server/bookings/booking-desk.ts), which judges,
 * stores, moves the crew and tells the partner.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceClass } from '../../core/insights/device-class';
import type { Visit } from '../bookings/desk-deps';
import { API_MESSAGES } from '../http/api-messages';
import { clientBucketOf } from '../security/client-bucket';
import { sendAnswer } from './send-answer';
import { sendMessages } from '../http/send-messages';
import { saveBookingBodySchema, unserviceableBodySchema } from './booking-body-schemas';
import { API_REFUSALS, bookingReply, messagesReply } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';
import { visitorOf } from './visit-of';

interface Options {
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** A booking, or the desk's refusal: 404 no booking, 409 a newer copy or a crew in the way, 422 the flow refuses. */
const bookingAnswers = { ...API_REFUSALS, 200: bookingReply, 409: messagesReply } as const;

/** The visitor and partner the CSRF guard and the partner hook found, the client's address hashed for consent records, and the browser's class for insights. */
const visitOf = (request: FastifyRequest): Visit => ({
  ...visitorOf(request),
  clientHash: request.server.hashClientAddress(request.ip),
  clientBucket: clientBucketOf(request),
  device: deviceClass(request.headers['user-agent']),
});

export const bookingRoutes: RoutePlugin<Options> = async (app, { partnerFromHeader }) => {
  const desk = app.bookings;

  app.put(
    '/api/v1/booking',
    { schema: { body: saveBookingBodySchema, response: bookingAnswers }, preHandler: partnerFromHeader },
    async (request, reply) => {
      const { booking } = request.body;
      return sendAnswer(reply, await desk.save(visitOf(request), booking, booking.currentStep ?? null));
    },
  );

  app.put(
    '/api/v1/booking/unserviceable',
    { schema: { body: unserviceableBodySchema, response: bookingAnswers }, preHandler: partnerFromHeader },
    async (request, reply) => {
      const { booking } = request.body;
      const reason = request.body.unserviceableReason ?? booking.unserviceableReason;
      if (!reason) return sendMessages(reply, 422, [API_MESSAGES.unserviceableReasonMissing]);
      return sendAnswer(reply, await desk.convert(visitOf(request), { type: 'unserviceable', reason }, booking));
    },
  );

  app.post('/api/v1/booking/pay-later', { schema: { response: bookingAnswers }, preHandler: partnerFromHeader }, async (request, reply) =>
    sendAnswer(reply, await desk.convert(visitOf(request), { type: 'pay_later' })),
  );

  app.post('/api/v1/booking/cancel', { schema: { response: bookingAnswers }, preHandler: partnerFromHeader }, async (request, reply) =>
    sendAnswer(reply, await desk.cancel(visitOf(request))),
  );
};

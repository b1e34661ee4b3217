/** POST /api/v1/booking/setup-intent: a card SetupIntent's client secret, or 503 without a card provider. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { toClientBooking } from '../bookings/to-client-booking';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import type { PaymentProvider } from '../payments/payment-provider';
import { currentBookingOrReply } from './booking-routes';

interface Options {
  db: AppDb;
  payments: PaymentProvider | null;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export async function setupIntentRoute(app: FastifyInstance, { db, payments, partnerFromHeader }: Options): Promise<void> {
  app.post('/api/v1/booking/setup-intent', { preHandler: partnerFromHeader }, async (request, reply) => {
    if (!payments) return sendMessages(reply, 503, [API_MESSAGES.cardPaymentsUnavailable]);
    const current = await currentBookingOrReply(db, request, reply);
    if (!current) return reply;
    const { clientSecret } = await payments.createSetupIntent({
      booking: toClientBooking(current),
      partner: request.partner!,
      sessionId: request.session!.id,
    });
    return { client_secret: clientSecret };
  });
}

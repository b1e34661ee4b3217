/**
 * POST /api/v1/booking/setup-intent (docs/FUNNEL.md#calls): 200 { client_secret } for the current booking's
 * card setup, rate-limited per session and per address. Registered inside the /api/v1 plugin
 * (api-routes.ts) so the CSRF guard and JSON parser apply.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { AppDb } from '../db/app-database';
import { toClientBooking } from '../bookings/to-client-booking';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import { hasAcceptedTerms } from '../flow/conversion-verdict';
import { sendRefusal } from './send-answer';
import { acceptTerms } from '../db/booking-repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { createRateLimitGuard, SETUP_INTENT_RATE_LIMITS, type CardRateLimits } from '../payments/stripe/rate-limit-guard';
import { STRIPE_MESSAGES } from '../payments/stripe/stripe-messages';
import type { MessagesReply, SetupIntentReply, SetupIntentRequest } from '../../core/booking-wire';
import { payNowUnavailableMessage } from '../payments/pay-now-unavailable-message';

export interface SetupIntentRouteOptions {
  db: AppDb;
  payments: PaymentProvider | null;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  rateLimits?: CardRateLimits;
}

/** No body, or the checkout's terms box. */
const bodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { termsAccepted: { type: 'boolean' } },
} as const;

export async function stripeSetupIntentRoute(
  app: FastifyInstance,
  { db, payments, partnerFromHeader, rateLimits = SETUP_INTENT_RATE_LIMITS }: SetupIntentRouteOptions,
): Promise<void> {
  const rateLimit = await createRateLimitGuard(app, 'setup-intent', rateLimits);

  app.post<{ Body: SetupIntentRequest | undefined; Reply: SetupIntentReply | MessagesReply }>(
    '/api/v1/booking/setup-intent',
    { schema: { body: bodySchema }, preHandler: [rateLimit, partnerFromHeader] },
    async (request, reply) => {
      if (!payments) return sendMessages(reply, 503, [payNowUnavailableMessage(request.partner!)]);
      const found = await app.bookings.current({ session: request.session!, partner: request.partner! });
      if (!found) {
        // Before the first save: the flow's refusal of an empty booking says where to go.
        const refusal = await app.bookings.judge(request.partner!, {}, { type: 'pay_now' });
        return refusal ? sendRefusal(reply, refusal) : sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
      }
      // Pay now saves nothing first (docs/DECISIONS.md, Payments): the checkout's terms box comes with this call.
      const current =
        request.body?.termsAccepted === true && !hasAcceptedTerms(found.data) ? await acceptTerms(db, found.id, app.clock.now()) : found;
      if (!current) return sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
      // A second card on a booking already paid by card would only confuse the partner.
      if (current.conversionType === 'pay_now') return sendMessages(reply, 409, [STRIPE_MESSAGES.cardAlreadyOnFile]);
      if (current.cancelledAt) return sendMessages(reply, 409, [API_MESSAGES.bookingCancelled]);
      // Only a booking the flow leads to checkout, on accepted terms, and one the server can serve, gets a card form.
      const refusal = await app.bookings.judge(request.partner!, current.data, { type: 'pay_now' }, { datesJudgedToday: true });
      if (refusal) return sendRefusal(reply, refusal);
      try {
        const { clientSecret } = await payments.createSetupIntent({
          bookingId: current.id,
          booking: toClientBooking(current),
          partner: request.partner!,
          sessionId: request.session!.id,
        });
        return { client_secret: clientSecret };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        request.log.error({ err: error, bookingId: current.id }, 'stripe setup intent failed');
        return sendMessages(reply, 502, [STRIPE_MESSAGES.providerUnavailable]);
      }
    },
  );
}

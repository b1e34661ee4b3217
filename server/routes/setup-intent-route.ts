/**
 * POST /api/v1/booking/setup-intent (docs/FUNNEL.md#calls): 200 { client_secret, intent, payment } for the current booking's
 * card setup, rate-limited per session and per address. Registered inside the /api/v1 plugin
 * (api-routes.ts) so the CSRF guard and JSON parser apply.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { bookingPaymentTerms } from '../../core/payment/payment-terms';
import { toClientBooking } from '../bookings/to-client-booking';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import { hasAcceptedTerms } from '../flow/conversion-verdict';
import { sendRefusal } from './send-answer';
import { transitionRefusal } from '../bookings/transition-refusal';
import type { PaymentProvider } from '../payments/payment-provider';
import { createRateLimitGuard, SETUP_INTENT_RATE_LIMITS, type CardRateLimits } from '../payments/stripe/rate-limit-guard';
import { STRIPE_MESSAGES } from '../payments/stripe/stripe-messages';
import { payNowUnavailableMessage } from '../payments/pay-now-unavailable-message';
import { paymentTermsReply } from './payment-terms-reply';
import { API_REFUSALS, messagesReply } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';
import { visitorOf } from './visit-of';

export interface SetupIntentRouteOptions {
  payments: PaymentProvider | null;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  rateLimits?: CardRateLimits;
}

/** No body, or the checkout's terms box (core/booking-wire.ts SetupIntentRequest). */
export const setupIntentBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { termsAccepted: { type: 'boolean' } },
} as const;

/** core/booking-wire.ts SetupIntentReply; 409 a card on file or changes closed, 502 Stripe failed, 503 no Stripe. */
export const setupIntentAnswers = {
  ...API_REFUSALS,
  200: {
    type: 'object',
    required: ['client_secret', 'intent', 'payment'],
    additionalProperties: false,
    properties: { client_secret: { type: 'string' }, intent: { type: 'string', enum: ['setup', 'payment'] }, payment: paymentTermsReply },
  },
  409: messagesReply,
  502: messagesReply,
} as const;

export const stripeSetupIntentRoute: RoutePlugin<SetupIntentRouteOptions> = async (
  app,
  { payments, partnerFromHeader, rateLimits = SETUP_INTENT_RATE_LIMITS },
) => {
  const rateLimit = await createRateLimitGuard(app, 'setup-intent', rateLimits);

  app.post(
    '/api/v1/booking/setup-intent',
    { schema: { body: setupIntentBodySchema, response: setupIntentAnswers }, preHandler: [rateLimit, partnerFromHeader] },
    async (request, reply) => {
      const visit = visitorOf(request);
      if (!payments) return sendMessages(reply, 503, [payNowUnavailableMessage(visit.partner)]);
      const found = await app.bookings.current(visit);
      if (!found) {
        // Before the first save: the flow's refusal of an empty booking says where to go.
        const refusal = await app.bookings.judge(visit.partner, {}, { type: 'pay_now' });
        return refusal ? sendRefusal(reply, refusal) : sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
      }
      // The transition pay now would be refused (a card already on file, cancelled, changes closed): no card form.
      const closed = transitionRefusal('payNow', found, visit.partner, app.clock.now());
      if (closed) return sendRefusal(reply, closed);
      // Pay now saves nothing first (docs/DECISIONS.md, Payments): the checkout's terms box comes with this call.
      const accepted =
        request.body?.termsAccepted === true && !hasAcceptedTerms(found.data) ? await app.bookings.acceptTerms(visit, found) : null;
      if (accepted && 'refusal' in accepted) return sendRefusal(reply, accepted.refusal);
      const current = accepted?.booking ?? found;
      // Only a booking the flow leads to checkout, on accepted terms, and one the server can serve, gets a card form.
      const refusal = await app.bookings.judge(visit.partner, current.data, { type: 'pay_now' }, { datesJudgedToday: true });
      if (refusal) return sendRefusal(reply, refusal);
      // The amounts shown and charged come from the stored booking and the partner's policy, computed once here.
      const terms = bookingPaymentTerms(current.data, visit.partner);
      try {
        const { clientSecret, intent } = await payments.createSetupIntent({
          bookingId: current.id,
          booking: toClientBooking(current),
          partner: visit.partner,
          sessionId: visit.session.id,
          terms,
        });
        return { client_secret: clientSecret, intent: intent ?? 'setup', payment: terms };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        request.log.error({ err: error, bookingId: current.id }, 'stripe setup intent failed');
        return sendMessages(reply, 502, [STRIPE_MESSAGES.providerUnavailable]);
      }
    },
  );
};

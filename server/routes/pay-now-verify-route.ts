/**
 * POST /api/v1/booking/pay-now/verify {setupIntentId} or {paymentIntentId}: the processing page's server-side check after
 * Stripe redirects back with ?setup_intent=seti_…, or ?payment_intent=pi_… for a deposit, and redirect_status=…. The
 * booking becomes pay_now only when Stripe itself reports the SetupIntent (or the deposit) succeeded for this booking's
 * customer; a deposit converts only of exactly the amount shown, which it records as the booking's charge.
 *
 * Answers: 200 booking (conversionType 'pay_now'); 202 { messages, setupIntentStatus: 'processing', booking };
 * 402 { messages, setupIntentStatus, booking } when it did not succeed (a declined deposit: the bank's message); 404 { messages } when the
 * SetupIntent is not this booking's; 422 on a malformed id; 429, 502, 503 as the setup-intent route.
 * Register inside the /api/v1 plugin (CSRF guard, JSON parser, `{ messages }` validation errors).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { toClientBooking } from '../bookings/to-client-booking';
import { RefusedError } from '../bookings/refused-error';
import { API_MESSAGES } from '../http/api-messages';
import { sendRefusal } from './send-answer';
import { sendMessages } from '../http/send-messages';
import { payNowUnavailableMessage } from '../payments/pay-now-unavailable-message';
import { createRateLimitGuard, PAY_NOW_VERIFY_RATE_LIMITS, type CardRateLimits } from '../payments/stripe/rate-limit-guard';
import { STRIPE_MESSAGES } from '../payments/stripe/stripe-messages';
import type { PayNowConfirmer } from '../payments/stripe/stripe-payment-provider';
import { API_REFUSALS, bookingReply, messagesReply } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';
import { visitorOf } from './visit-of';

export const PAY_NOW_VERIFY_PATH = '/api/v1/booking/pay-now/verify';

export interface PayNowVerifyRouteOptions {
  /** The Stripe provider; null without Stripe keys (503). */
  payments: PayNowConfirmer | null;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  rateLimits?: CardRateLimits;
}

/** core/booking-wire.ts VerifyPayNowRequest: a card on file's SetupIntent, or a deposit's PaymentIntent. */
export const verifyPayNowBodySchema = {
  oneOf: [
    {
      type: 'object',
      required: ['setupIntentId'],
      additionalProperties: false,
      properties: { setupIntentId: { type: 'string', pattern: '^seti_[A-Za-z0-9_]{1,200}$' } },
    },
    {
      type: 'object',
      required: ['paymentIntentId'],
      additionalProperties: false,
      properties: { paymentIntentId: { type: 'string', pattern: '^pi_[A-Za-z0-9_]{1,200}$' } },
    },
  ],
} as const;

/** The answers the module's comment lists. */
const verifyAnswers = {
  ...API_REFUSALS,
  200: bookingReply,
  202: messagesReply,
  402: messagesReply,
  409: messagesReply,
  502: messagesReply,
} as const;

export const payNowVerifyRoute: RoutePlugin<PayNowVerifyRouteOptions> = async (
  app,
  { payments, partnerFromHeader, rateLimits = PAY_NOW_VERIFY_RATE_LIMITS },
) => {
  const rateLimit = await createRateLimitGuard(app, 'pay-now-verify', rateLimits);

  app.post(
    PAY_NOW_VERIFY_PATH,
    { schema: { body: verifyPayNowBodySchema, response: verifyAnswers }, preHandler: [rateLimit, partnerFromHeader] },
    async (request, reply) => {
      const visit = visitorOf(request);
      if (!payments) return sendMessages(reply, 503, [payNowUnavailableMessage(visit.partner)]);
      const current = await app.bookings.current(visit);
      if (!current) {
        const refusal = await app.bookings.judge(visit.partner, {}, { type: 'pay_now' });
        return refusal ? sendRefusal(reply, refusal) : sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
      }
      // The booking may have changed since the card form opened: it converts only as the flow allows.
      const refusal = await app.bookings.judge(visit.partner, current.data, { type: 'pay_now' });
      if (refusal) return sendRefusal(reply, refusal);
      // Judged again after Stripe answers, on the session's current booking as it is then.
      const judge = async () => {
        const now = await app.bookings.current(visit);
        if (now?.id !== current.id) return null;
        return { revision: now.revision, refusal: await app.bookings.judge(visit.partner, now.data, { type: 'pay_now' }) };
      };
      let result;
      try {
        result = await payments.confirmPayNow({ bookingId: current.id, intent: request.body, judge });
      } catch (error) {
        if (error instanceof RefusedError) return sendRefusal(reply, error.refusal);
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        request.log.error({ err: error, bookingId: current.id }, 'stripe setup intent check failed');
        return sendMessages(reply, 502, [STRIPE_MESSAGES.providerUnavailable]);
      }
      switch (result.outcome) {
        case 'pay_now':
          return toClientBooking(result.booking);
        case 'refused':
          return sendRefusal(reply, result.refusal);
        case 'processing':
          return sendMessages(reply, 202, [STRIPE_MESSAGES.setupProcessing], {
            setupIntentStatus: result.status,
            booking: toClientBooking(current),
          });
        case 'not_succeeded':
          return sendMessages(reply, 402, [STRIPE_MESSAGES.setupNotSucceeded], {
            setupIntentStatus: result.status,
            booking: toClientBooking(current),
          });
        case 'declined':
          // The bank's own words (a declined card, a failed authentication): the booking stays unconverted.
          return sendMessages(reply, 402, [result.message], { setupIntentStatus: result.status, booking: toClientBooking(current) });
        case 'not_this_booking':
          return sendMessages(reply, 404, [STRIPE_MESSAGES.setupNotThisBooking]);
      }
    },
  );
};

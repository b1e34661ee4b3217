/**
 * POST /api/v1/stripe/webhook. Stripe calls it, not our page: register it OUTSIDE the /api/v1 plugin
 * (no CSRF guard, no session). Its own context parses JSON as the raw bytes, because the signature is
 * over the exact body Stripe sent.
 */
import Stripe from 'stripe';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import { handleStripeEvent } from '../payments/stripe/handle-stripe-event';
import { STRIPE_MESSAGES } from '../payments/stripe/stripe-messages';
import type { StripePaymentsStore } from '../payments/stripe/stripe-payments-store';
import type { StoredBookingJudgement } from '../bookings/stored-booking-judgement';
import { isRecord } from '../../core/is-record';
import { messagesReply } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

export const STRIPE_WEBHOOK_PATH = '/api/v1/stripe/webhook';

/** Stripe event payloads are a few KB; a SetupIntent with expanded objects stays far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export interface StripeWebhookOptions {
  stripe: Stripe;
  /** STRIPE_WEBHOOK_SECRET (whsec_…). */
  webhookSecret: string;
  store: StripePaymentsStore;
  /** The flow's check of the stored booking, and the revision it judged, before Stripe's word converts it. */
  judgeStoredBooking: StoredBookingJudgement;
}

/** 200: the event taken (server/payments/stripe/stripe-payments-store.ts WebhookEventResult); 400 a bad signature or event, 415 not JSON, 5xx Stripe retries. */
const webhookAnswers = {
  200: {
    type: 'object',
    required: ['received', 'duplicate', 'outcome'],
    additionalProperties: false,
    properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' }, outcome: { type: 'string' }, refusal: { type: 'string' } },
  },
  400: messagesReply,
  413: messagesReply,
  415: messagesReply,
  500: messagesReply,
  503: messagesReply,
} as const;

/** The parts handleStripeEvent reads: an id, a type, and for setup intents an object with an id. */
function isWellFormedEvent(event: unknown): event is Stripe.Event {
  if (!isRecord(event)) return false;
  const { id, type, data } = event;
  if (typeof id !== 'string' || typeof type !== 'string' || !isRecord(data)) return false;
  const object = data.object;
  if (!isRecord(object)) return false;
  if (type !== 'setup_intent.succeeded' && type !== 'payment_intent.succeeded') return true;
  return (
    typeof object.id === 'string' &&
    (object.metadata === undefined || object.metadata === null || (typeof object.metadata === 'object' && !Array.isArray(object.metadata)))
  );
}

export const stripeWebhookRoute: RoutePlugin<StripeWebhookOptions> = async (app, { stripe, webhookSecret, store, judgeStoredBooking }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error, request, reply) => {
    const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status === 415) return sendMessages(reply, 415, [STRIPE_MESSAGES.webhookNotJson]);
    if (status >= 400 && status < 500) return sendMessages(reply, status, [error instanceof Error ? error.message : String(error)]);
    // 5xx: Stripe retries the delivery later, and the event-id record keeps the retry from doubling anything.
    request.log.error({ err: error }, 'stripe webhook failed');
    return sendMessages(reply, 500, [API_MESSAGES.internal]);
  });

  app.post(STRIPE_WEBHOOK_PATH, { schema: { response: webhookAnswers } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      return sendMessages(reply, 400, [STRIPE_MESSAGES.webhookSignatureInvalid]);
    }
    let event: Stripe.Event;
    try {
      // Default tolerance (300 s): passing 0 would now skip the timestamp check (stripe 23).
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'stripe webhook refused');
      return sendMessages(reply, 400, [STRIPE_MESSAGES.webhookSignatureInvalid]);
    }
    // A valid signature over a body that is not an event Stripe would send (a replayed test fixture, a
    // bug on their side) is the sender's mistake: 400 with messages, never a 500 from reading it.
    if (!isWellFormedEvent(event)) return sendMessages(reply, 400, [STRIPE_MESSAGES.webhookEventMalformed]);
    const result = await handleStripeEvent(event, store, judgeStoredBooking);
    request.log.info({ eventId: event.id, type: event.type, ...result }, 'stripe webhook handled');
    return { received: true, ...result };
  });
};

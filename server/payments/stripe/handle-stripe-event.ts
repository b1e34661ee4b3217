/**
 * What a verified webhook event does: `setup_intent.succeeded` (a card on file) or `payment_intent.succeeded` (a
 * deposit) for one of our bookings' customers marks the booking pay_now, once per event id, when the flow allows the stored booking to pay now.
 * Other event types are acknowledged and not stored.
 */
import type Stripe from 'stripe';
import { RefusedError } from '../../bookings/refused-error';
import type { StoredBookingJudgement } from '../../bookings/stored-booking-judgement';
import { intentBelongsTo } from './setup-intent-belongs-to';
import { judgePaymentIntent } from './verify-payment-intent';
import type { PayNowRecord, StripePaymentsStore, WebhookEventRecord, WebhookEventResult } from './stripe-payments-store';

function bookingIdFrom(metadata: Stripe.Metadata | null | undefined): number | null {
  const raw = metadata?.booking_id;
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export async function handleStripeEvent(
  event: Stripe.Event,
  store: StripePaymentsStore,
  judgeStoredBooking: StoredBookingJudgement,
): Promise<WebhookEventResult> {
  if (event.type !== 'setup_intent.succeeded' && event.type !== 'payment_intent.succeeded')
    return { duplicate: false, outcome: 'ignored_type' };
  const intent = event.data.object;
  const bookingId = bookingIdFrom(intent.metadata);
  const base = { eventId: event.id, type: event.type, bookingId };
  if (bookingId === null) return store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_no_booking_id' });
  // A test-mode account shared by several environments sends every environment's events: only a
  // SetupIntent of the customer this database made for that booking counts.
  const customer = await store.findCustomer(bookingId);
  if (!customer || !intentBelongsTo(intent, bookingId, customer.customerId)) {
    return store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_not_our_customer' });
  }
  // A deposit: only a succeeded one of ours, recorded with the conversion as the booking's charge.
  let paid: Pick<PayNowRecord, 'setupIntentId' | 'deposit'> = { setupIntentId: intent.id };
  if (intent.object === 'payment_intent') {
    const check = judgePaymentIntent(intent, bookingId, customer.customerId);
    if (check.outcome !== 'succeeded') return store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_not_a_deposit' });
    paid = {
      setupIntentId: null,
      deposit: { paymentIntentId: check.paymentIntentId, amountCents: check.amountCents, currency: check.currency },
    };
  }
  // Edited since its card form opened: it stays unconverted, and the customer's own return from Stripe
  // (the pay-now check) sends them to the step to finish; that check converts it once the flow allows.
  // A save landing between the judgement and the conversion rolls the conversion back: judged again.
  const method = intent.payment_method;
  const paymentMethodId = typeof method === 'string' ? method : (method?.id ?? null);
  for (let attempt = 0; attempt < JUDGEMENTS; attempt += 1) {
    const judgement = await judgeStoredBooking(bookingId, { type: 'pay_now' });
    if (!judgement) return store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_booking_missing' });
    if (judgement.refusal) return ignoredByFlow(store, base, judgement.refusal);
    const payNow = { bookingId, ...paid, paymentMethodId, source: 'webhook' as const, eventId: event.id };
    let result: WebhookEventResult;
    try {
      result = await store.recordWebhookEvent({ ...base, payNow: { ...payNow, checkedRevision: judgement.revision } });
    } catch (error) {
      if (!(error instanceof RefusedError)) throw error;
      return ignoredByFlow(store, base, error.message);
    }
    if (result.outcome !== 'stale') return result;
  }
  // Stripe delivers the event again later.
  throw new Error(`Booking ${bookingId} changed under each of ${JUDGEMENTS} webhook judgements`);
}

/** Saves landing between each judgement and its conversion this many times in a row are not a customer's. */
const JUDGEMENTS = 3;

async function ignoredByFlow(
  store: StripePaymentsStore,
  base: Pick<WebhookEventRecord, 'eventId' | 'type' | 'bookingId'>,
  refusal: string,
): Promise<WebhookEventResult> {
  const result = await store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_flow_refused' });
  return { ...result, refusal };
}

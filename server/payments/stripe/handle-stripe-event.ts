/**
 * What a verified webhook event does: `setup_intent.succeeded` for one of our bookings' customers
 * marks the booking pay_now, once per event id, when the flow allows the stored booking to pay now.
 * Other event types are acknowledged and not stored.
 */
import type Stripe from 'stripe';
import type { StoredBookingRefusal } from '../../flow/stored-booking-refusal';
import { setupIntentBelongsTo } from './setup-intent-belongs-to';
import type { StripePaymentsStore, WebhookEventResult } from './stripe-payments-store';

function bookingIdFrom(metadata: Stripe.Metadata | null | undefined): number | null {
  const raw = metadata?.booking_id;
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export async function handleStripeEvent(
  event: Stripe.Event,
  store: StripePaymentsStore,
  storedBookingRefusal: StoredBookingRefusal,
): Promise<WebhookEventResult> {
  if (event.type !== 'setup_intent.succeeded') return { duplicate: false, outcome: 'ignored_type' };
  const intent = event.data.object;
  const bookingId = bookingIdFrom(intent.metadata);
  const base = { eventId: event.id, type: event.type, bookingId };
  if (bookingId === null) return store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_no_booking_id' });
  // A test-mode account shared by several environments sends every environment's events: only a
  // SetupIntent of the customer this database made for that booking counts.
  const customer = await store.findCustomer(bookingId);
  if (!customer || !setupIntentBelongsTo(intent, bookingId, customer.customerId)) {
    return store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_not_our_customer' });
  }
  // Edited since its card form opened: it stays unconverted, and the customer's own return from Stripe
  // (the pay-now check) sends them to the step to finish; that check converts it once the flow allows.
  const refusal = await storedBookingRefusal(bookingId, { type: 'pay_now' });
  if (refusal) {
    const result = await store.recordWebhookEvent({ ...base, payNow: null, ignoredBecause: 'ignored_flow_refused' });
    return { ...result, refusal };
  }
  const method = intent.payment_method;
  return store.recordWebhookEvent({
    ...base,
    payNow: {
      bookingId,
      setupIntentId: intent.id,
      paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
      source: 'webhook',
      eventId: event.id,
    },
  });
}

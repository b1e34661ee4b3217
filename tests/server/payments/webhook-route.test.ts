/**
 * POST /api/v1/stripe/webhook: the signature check on the raw body (a bad one is refused with 400 and
 * nothing changes), idempotency per event id, and setup_intent.succeeded marking the booking pay_now
 * only where the flow allows the stored booking to pay now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppDatabase } from '../../../server/db/app-database';
import { findBookingById, listBookingEvents, writeBooking } from '../../../server/db/booking-repository';
import { createDbStripePaymentsStore } from '../../../server/payments/stripe/create-db-stripe-payments-store';
import { createStripeClient } from '../../../server/payments/stripe/create-stripe-client';
import { stripeEvents } from '../../../server/db/payments-table';
import { STRIPE_MESSAGES } from '../../../server/payments/stripe/stripe-messages';
import { createStripePaymentProvider } from '../../../server/payments/stripe/stripe-payment-provider';
import { STRIPE_WEBHOOK_PATH } from '../../../server/routes/stripe-webhook-route';
import { toClientBooking } from '../../../server/bookings/to-client-booking';
import { FakeStripeServer } from './helpers/fake-stripe-server';
import { paymentsDatabases, seedBooking } from './helpers/payments-databases';
import { paymentsTestApp, WEBHOOK_SECRET } from './helpers/payments-test-app';
import { testPartners } from '../helpers/test-app';
import { address, COMPLETE_BOOKING, moveDateIn, NEW_YORK } from '../helpers/test-bookings';
import { testRecordConversion } from '../helpers/test-outbox';

const PARTNER = { ...testPartners()[0]!, slug: 'bayside-movers', name: 'Bayside Movers', locations: [] };
let eventCounter = 0;

function eventFor(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  };
}

describe.each(paymentsDatabases)('Stripe webhook on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let stripe: Stripe;
  const fake = new FakeStripeServer();

  beforeAll(async () => {
    database = await open();
    await fake.start();
    stripe = createStripeClient({ secretKey: 'sk_test_webhook', apiBase: fake.url });
    const store = createDbStripePaymentsStore(database.db, testRecordConversion(database.db, { unlimitedCrews: true }));
    app = await paymentsTestApp({ db: database.db, payments: createStripePaymentProvider({ stripe, store }), webhook: { stripe, store } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await fake.stop();
    await database?.close();
  });

  /** A booking whose card setup Stripe now reports as succeeded, as Stripe would put it in the event. */
  async function succeededSetup(data?: Record<string, unknown>) {
    const { session, booking } = await seedBooking(database.db, 'bayside-movers', data);
    const provider = createStripePaymentProvider({
      stripe,
      store: createDbStripePaymentsStore(database.db, testRecordConversion(database.db, { unlimitedCrews: true })),
    });
    const { clientSecret } = await provider.createSetupIntent({
      bookingId: booking.id,
      booking: toClientBooking(booking),
      partner: PARTNER,
      sessionId: session.id,
    });
    const id = clientSecret.split('_secret_')[0]!;
    fake.updateSetupIntent(id, { status: 'succeeded', payment_method: 'pm_card_visa' });
    return { session, booking, intent: fake.setupIntents.get(id)! };
  }

  function deliver(payload: string, signature: string | undefined, contentType = 'application/json; charset=utf-8') {
    return app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': contentType, ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
      payload,
    });
  }

  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

  async function snapshot(bookingId: number) {
    const booking = await findBookingById(database.db, bookingId);
    return {
      conversionType: booking?.conversionType,
      revision: booking?.revision,
      events: (await listBookingEvents(database.db, bookingId)).length,
      stripeEvents: (await database.db.select().from(stripeEvents).where(eq(stripeEvents.bookingId, bookingId))).length,
    };
  }

  it('marks the booking pay_now on a correctly signed setup_intent.succeeded (no CSRF token, no session)', async () => {
    const { booking, intent } = await succeededSetup();
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', intent, 'evt_good'));

    const response = await deliver(payload, sign(payload));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'pay_now' });
    expect(await snapshot(booking.id)).toEqual({ conversionType: 'pay_now', revision: booking.revision + 1, events: 2, stripeEvents: 1 });
    const convert = (await listBookingEvents(database.db, booking.id))[1];
    expect(convert?.payload).toEqual({
      conversionType: 'pay_now',
      setupIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      source: 'webhook',
      eventId: 'evt_good',
    });
  });

  it('changes nothing the second time the same event arrives', async () => {
    const { booking, intent } = await succeededSetup();
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', intent));
    await deliver(payload, sign(payload));
    const after = await snapshot(booking.id);

    const again = await deliver(payload, sign(payload));

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true, outcome: 'pay_now' });
    expect(await snapshot(booking.id)).toEqual(after);
  });

  it('handles the same event delivered twice at once exactly once', async () => {
    const { booking, intent } = await succeededSetup();
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', intent));

    const results = await Promise.all([deliver(payload, sign(payload)), deliver(payload, sign(payload))]);

    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().duplicate).sort()).toEqual([false, true]);
    expect(await snapshot(booking.id)).toEqual({ conversionType: 'pay_now', revision: booking.revision + 1, events: 2, stripeEvents: 1 });
  });

  it('records a second event for an already converted booking without converting it again', async () => {
    const { booking, intent } = await succeededSetup();
    const first = JSON.stringify(eventFor('setup_intent.succeeded', intent));
    const second = JSON.stringify(eventFor('setup_intent.succeeded', intent));
    await deliver(first, sign(first));

    const response = await deliver(second, sign(second));

    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'already_pay_now' });
    expect(await snapshot(booking.id)).toMatchObject({
      conversionType: 'pay_now',
      revision: booking.revision + 1,
      events: 2,
      stripeEvents: 2,
    });
  });

  it('converts on a late event: a move date chosen in time is not judged again two days before the move', async () => {
    const chosen = { date: moveDateIn(2), at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString() };
    const { booking, intent } = await succeededSetup({ ...COMPLETE_BOOKING, moveDate: chosen.date, moveDateChosen: chosen });
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', intent));

    const response = await deliver(payload, sign(payload));

    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'pay_now' });
    expect((await snapshot(booking.id)).conversionType).toBe('pay_now');
  });

  it.each([
    ['signed with another secret', (payload: string) => sign(payload, 'whsec_someone_else')],
    ['signed for another body', (payload: string) => sign(payload.replace('pm_card_visa', 'pm_other'))],
    ['signed too long ago', (payload: string) => sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)],
    ['a garbage header', () => 't=1,v1=deadbeef'],
    ['no Stripe-Signature header', () => undefined],
  ])('refuses an event %s with 400 and messages, and changes nothing', async (_label, signatureFor) => {
    const { booking, intent } = await succeededSetup();
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', intent));
    const before = await snapshot(booking.id);

    const response = await deliver(payload, signatureFor(payload));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messages: [STRIPE_MESSAGES.webhookSignatureInvalid] });
    expect(await snapshot(booking.id)).toEqual(before);
    expect(before.conversionType).toBeNull();
  });

  it('verifies the exact bytes: re-serialised JSON with the same meaning is refused', async () => {
    const { booking, intent } = await succeededSetup();
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', intent), null, 2);
    const response = await deliver(JSON.stringify(JSON.parse(payload)), sign(payload));
    expect(response.statusCode).toBe(400);
    expect((await snapshot(booking.id)).conversionType).toBeNull();
  });

  it('refuses a body that is not JSON with 415 and messages', async () => {
    const response = await deliver('a=1', 't=1,v1=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ messages: [STRIPE_MESSAGES.webhookNotJson] });
  });

  it("acknowledges but ignores a succeeded SetupIntent of another customer (another environment's booking)", async () => {
    const { booking, intent } = await succeededSetup();
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', { ...intent, customer: 'cus_someone_else' }));

    const response = await deliver(payload, sign(payload));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'ignored_not_our_customer' });
    expect(await snapshot(booking.id)).toMatchObject({ conversionType: null, revision: booking.revision, events: 1 });
  });

  it.each([
    [
      'an origin edited into another state',
      { ...address('origin', NEW_YORK, { State: 'CA' }) },
      'the flow stops at step "destinationAddress" (out_of_state_move)',
    ],
    ['a move date emptied', { moveDate: null }, 'the flow stops at step "moveDate"'],
  ])('acknowledges but does not convert a booking changed since its card form opened: %s', async (_case, change, refusal) => {
    const { session, booking, intent } = await succeededSetup();
    const edited = await writeBooking(database.db, {
      now: new Date(),
      sessionId: session.id,
      partnerSlug: booking.partnerSlug,
      reference: booking.reference,
      baseRevision: booking.revision,
      data: { ...booking.data, ...change },
      kind: 'save',
      eventPayload: { booking: change },
    });
    expect(edited.ok).toBe(true);
    const payload = JSON.stringify(eventFor('setup_intent.succeeded', intent));

    const response = await deliver(payload, sign(payload));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'ignored_flow_refused', refusal });
    expect(await snapshot(booking.id)).toMatchObject({ conversionType: null, revision: booking.revision + 1, events: 2, stripeEvents: 1 });
  });

  it.each(['setup_intent.setup_failed', 'setup_intent.created', 'customer.created'])(
    'acknowledges %s and changes nothing',
    async (type) => {
      const { booking, intent } = await succeededSetup();
      const payload = JSON.stringify(eventFor(type, type.startsWith('setup_intent') ? intent : { id: 'cus_1', object: 'customer' }));
      const before = await snapshot(booking.id);

      const response = await deliver(payload, sign(payload));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ received: true, outcome: 'ignored_type' });
      expect(await snapshot(booking.id)).toEqual(before);
    },
  );
});

/**
 * Pay now through the real app (buildApp: host page, session cookie, CSRF guard, /api/v1 JSON parser,
 * booking routes) with the Stripe setup passed in as `stripe`, so build-app.ts registers the
 * setup-intent and verify routes and the webhook itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { createStripePayments, type StripePayments } from '../../../server/payments/stripe/create-stripe-payments';
import { PAY_NOW_VERIFY_PATH } from '../../../server/routes/pay-now-verify-route';
import { STRIPE_WEBHOOK_PATH } from '../../../server/routes/stripe-webhook-route';
import { bookingByReference } from '../helpers/booking-by-reference';
import { api, testApp, visit } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { FakeStripeServer } from './helpers/fake-stripe-server';
import { CONTACT, paymentsDatabases } from './helpers/payments-databases';
import { WEBHOOK_SECRET } from './helpers/payments-test-app';
import { testRecordConversion } from '../helpers/test-outbox';

describe.each(paymentsDatabases)('pay now through buildApp on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let stripePayments: StripePayments;
  const fake = new FakeStripeServer();

  beforeAll(async () => {
    database = await open();
    await fake.start();
    stripePayments = createStripePayments(
      { stripeSecretKey: 'sk_test_build_app', stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: fake.url },
      database.db,
      testRecordConversion(database.db, { unlimitedCrews: true }),
    )!;
    app = testApp(database, { stripe: stripePayments, env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_build_app' } });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await fake.stop();
    await database?.close();
  });

  it('saves a card: setup intent, a redirect_status that converts nothing, then Stripe-confirmed pay_now', async () => {
    const visitor = await visit(app, 'bayside-movers');
    expect(visitor.props.settings.stripeAvailable).toBe(true);
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...COMPLETE_BOOKING } });
    expect(saved.statusCode).toBe(200);

    // The renderer's bodiless call: Content-Type JSON and no body (docs/FUNNEL.md#calls).
    const setup = await api(app, visitor, 'POST', '/api/v1/booking/setup-intent');
    expect(setup.statusCode).toBe(200);
    const clientSecret: string = setup.json().client_secret;
    const setupIntentId = clientSecret.split('_secret_')[0]!;
    expect(fake.requestsTo('POST', '/v1/customers')[0]?.form).toMatchObject({ email: CONTACT.email, name: 'Ann Lee' });
    expect(fake.requestsTo('POST', '/v1/setup_intents')[0]?.form).toMatchObject({ 'automatic_payment_methods[enabled]': 'true' });

    // Stripe sends the browser back claiming success, but the card setup has not succeeded at Stripe.
    const processing = await app.inject({
      url: `/partners/bayside-movers/book/processing?setup_intent=${setupIntentId}&setup_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
      headers: { cookie: visitor.cookie },
    });
    expect(processing.statusCode).toBe(200);
    const notYet = await api(app, visitor, 'POST', PAY_NOW_VERIFY_PATH, { setupIntentId });
    expect(notYet.statusCode).toBe(402);
    expect((await bookingByReference(database.db, saved.json().reference)).conversionType).toBeNull();

    // Stripe reports success by webhook: the booking converts and the next page load shows it.
    fake.updateSetupIntent(setupIntentId, { status: 'succeeded', payment_method: 'pm_card_visa' });
    const event = JSON.stringify({
      id: 'evt_build_app',
      object: 'event',
      type: 'setup_intent.succeeded',
      data: { object: fake.setupIntents.get(setupIntentId) },
    });
    const webhook = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripePayments.stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET }),
      },
      payload: event,
    });
    expect(webhook.statusCode).toBe(200);
    expect(webhook.json()).toMatchObject({ outcome: 'pay_now' });

    const verified = await api(app, visitor, 'POST', PAY_NOW_VERIFY_PATH, { setupIntentId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ reference: saved.json().reference, conversionType: 'pay_now' });
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toMatchObject({ conversionType: 'pay_now' });
  });

  it('answers the webhook without a session or CSRF token but still refuses a bad signature', async () => {
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'setup_intent.succeeded', data: { object: {} } });
    const response = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toHaveLength(1);
  });
});

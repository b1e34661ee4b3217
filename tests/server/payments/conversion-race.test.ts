/**
 * Pay now is judged and converted in one conversion transaction. A save that lands
 * while Stripe is asked (the verification's 300 ms lookup) or between the webhook's judgement and its
 * write moves the booking past the judged revision; it is judged again, as it now is, and an edit into
 * another state is never converted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppDatabase } from '../../../server/db/app-database';
import { findBookingById, writeBooking, type BookingRow } from '../../../server/db/booking-repository';
import { createDbStripePaymentsStore } from '../../../server/payments/stripe/create-db-stripe-payments-store';
import { createStripeClient } from '../../../server/payments/stripe/create-stripe-client';
import { PAY_NOW_VERIFY_PATH } from '../../../server/routes/pay-now-verify-route';
import { createStripePaymentProvider } from '../../../server/payments/stripe/stripe-payment-provider';
import type { StripePaymentsStore } from '../../../server/payments/stripe/stripe-payments-store';
import { STRIPE_WEBHOOK_PATH } from '../../../server/routes/stripe-webhook-route';
import { FakeStripeServer } from './helpers/fake-stripe-server';
import { paymentsDatabases, seedBooking } from './helpers/payments-databases';
import { callAs, paymentsTestApp, WEBHOOK_SECRET } from './helpers/payments-test-app';
import { address, COMPLETE_BOOKING, NEW_YORK, OAKLAND } from '../helpers/test-bookings';
import { testRecordConversion } from '../helpers/test-outbox';

const generous = { perSession: { max: 1000, timeWindow: 60_000 }, perAddress: { max: 1000, timeWindow: 60_000 } };

/** Edits that land mid-conversion: into another state (never converts), and a note-like change the flow still allows. */
const EDITS = [
  ['an edit into another state', address('destination', NEW_YORK), null, { step: 'destinationAddress' }],
  ['an edit the flow still allows', address('destination', OAKLAND), 'pay_now', null],
] as const;

describe.each(paymentsDatabases)('a save racing a pay-now conversion on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let stripe: Stripe;
  /** Runs once just before the webhook's conversion is written, as a save landing there would. */
  let beforeWebhookWrite: (() => Promise<void>) | null = null;
  const fake = new FakeStripeServer();

  beforeAll(async () => {
    database = await open();
    await fake.start();
    stripe = createStripeClient({ secretKey: 'sk_test_race', apiBase: fake.url });
    const store = createDbStripePaymentsStore(database.db, testRecordConversion(database.db, { unlimitedCrews: true }));
    const racedStore: StripePaymentsStore = {
      ...store,
      async recordWebhookEvent(record) {
        const edit = beforeWebhookWrite;
        beforeWebhookWrite = null;
        await edit?.();
        return store.recordWebhookEvent(record);
      },
    };
    const provider = createStripePaymentProvider({ stripe, store });
    app = await paymentsTestApp({
      db: database.db,
      payments: provider,
      webhook: { stripe, store: racedStore },
      setupIntentLimits: generous,
      verifyLimits: generous,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await fake.stop();
    await database?.close();
  });

  beforeEach(() => fake.reset());

  /** A finished booking whose card setup Stripe reports as succeeded. */
  async function cardSetUp() {
    const seeded = await seedBooking(database.db);
    const response = await callAs(app, seeded.session, '/api/v1/booking/setup-intent');
    expect(response.statusCode).toBe(200);
    const setupIntentId = (response.json().client_secret as string).split('_secret_')[0]!;
    fake.updateSetupIntent(setupIntentId, { status: 'succeeded', payment_method: 'pm_card_visa' });
    return { ...seeded, setupIntentId };
  }

  /** The customer's other tab saves `fields` over the booking as stored. */
  async function saveEdit(booking: BookingRow, fields: Record<string, unknown>) {
    const result = await writeBooking(database.db, {
      now: new Date(),
      sessionId: booking.sessionId,
      partnerSlug: booking.partnerSlug,
      reference: booking.reference,
      baseRevision: booking.revision,
      data: { ...COMPLETE_BOOKING, ...fields },
      kind: 'save',
      eventPayload: {},
    });
    expect(result.ok).toBe(true);
  }

  it.each(EDITS)('the verification, with %s during a 300 ms Stripe lookup', async (_case, fields, conversionType, refusal) => {
    const { session, booking, setupIntentId } = await cardSetUp();
    let edit: Promise<void> | null = null;
    fake.lookupDelayMs = 300;
    fake.onLookup = () => {
      edit = saveEdit(booking, fields);
    };

    const response = await callAs(app, session, PAY_NOW_VERIFY_PATH, { setupIntentId });

    await edit;
    expect(edit).not.toBeNull();
    expect(response.statusCode).toBe(refusal ? 422 : 200);
    if (refusal) expect(response.json()).toMatchObject(refusal);
    expect((await findBookingById(database.db, booking.id))?.conversionType).toBe(conversionType);
  });

  it.each(EDITS)('the webhook, with %s between its judgement and its write', async (_case, fields, conversionType, refusal) => {
    const { booking, setupIntentId } = await cardSetUp();
    beforeWebhookWrite = () => saveEdit(booking, fields);
    const payload = JSON.stringify({
      id: `evt_race_${booking.id}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'setup_intent.succeeded',
      data: { object: fake.setupIntents.get(setupIntentId) },
    });

    const response = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });

    expect(beforeWebhookWrite).toBeNull();
    expect(response.json()).toMatchObject({ duplicate: false, outcome: refusal ? 'ignored_flow_refused' : 'pay_now' });
    expect((await findBookingById(database.db, booking.id))?.conversionType).toBe(conversionType);
  });
});

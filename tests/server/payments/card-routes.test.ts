/**
 * POST /api/v1/booking/setup-intent and POST /api/v1/booking/pay-now/verify: the server-side status
 * check (redirect_status never converts; only Stripe's 'succeeded' for this booking's customer does)
 * and the per-session and per-address limits.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { findBookingById, listBookingEvents } from '../../../server/db/booking-repository';
import { createSession } from '../../../server/db/session-repository';
import { payNowUnavailableMessage } from '../../../server/payments/pay-now-unavailable-message';
import { testPartners } from '../helpers/test-app';
import { createDbStripePaymentsStore } from '../../../server/payments/stripe/create-db-stripe-payments-store';
import { createStripeClient } from '../../../server/payments/stripe/create-stripe-client';
import { PAY_NOW_VERIFY_PATH } from '../../../server/routes/pay-now-verify-route';
import { STRIPE_MESSAGES } from '../../../server/payments/stripe/stripe-messages';
import { createStripePaymentProvider, type StripePaymentProvider } from '../../../server/payments/stripe/stripe-payment-provider';
import { FakeStripeServer } from './helpers/fake-stripe-server';
import { address, COMPLETE_BOOKING, SAN_DIEGO } from '../helpers/test-bookings';
import { CONTACT, paymentsDatabases, seedBooking } from './helpers/payments-databases';
import { callAs, paymentsTestApp } from './helpers/payments-test-app';
import { testRecordConversion } from '../helpers/test-outbox';

const SETUP_INTENT_PATH = '/api/v1/booking/setup-intent';
const generous = { perSession: { max: 1000, timeWindow: 60_000 }, perAddress: { max: 1000, timeWindow: 60_000 } };

describe.each(paymentsDatabases)('card routes on $name', ({ open }) => {
  let database: AppDatabase;
  let provider: StripePaymentProvider;
  let app: FastifyInstance;
  const fake = new FakeStripeServer();

  beforeAll(async () => {
    database = await open();
    await fake.start();
    const stripe = createStripeClient({ secretKey: 'sk_test_routes', apiBase: fake.url });
    provider = createStripePaymentProvider({
      stripe,
      store: createDbStripePaymentsStore(database.db, testRecordConversion(database.db, { unlimitedCrews: true })),
    });
    app = await paymentsTestApp({ db: database.db, payments: provider, setupIntentLimits: generous, verifyLimits: generous });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await fake.stop();
    await database?.close();
  });

  beforeEach(() => fake.reset());

  /** A booking that asked for a card setup: its SetupIntent id as Stripe knows it. */
  async function bookingWithSetupIntent() {
    const seeded = await seedBooking(database.db);
    const response = await callAs(app, seeded.session, SETUP_INTENT_PATH);
    expect(response.statusCode).toBe(200);
    const clientSecret: string = response.json().client_secret;
    const setupIntentId = clientSecret.split('_secret_')[0]!;
    return { ...seeded, clientSecret, setupIntentId };
  }

  const stored = async (id: number) => (await findBookingById(database.db, id))!;

  describe('the flow check before a card', () => {
    it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
      ['an unfinished booking', CONTACT, { step: 'services', path: '/book/services' }],
      [
        'a move beyond the range',
        { ...COMPLETE_BOOKING, ...address('destination', SAN_DIEGO) },
        { step: 'destinationAddress', path: '/book/destination/address', unserviceableReason: 'long_distance_move' },
      ],
    ])('refuses %s with 422 on both card routes, and never calls Stripe', async (_case, data, refusal) => {
      const { session, booking } = await seedBooking(database.db, 'bayside-movers', data);
      for (const [url, body] of [
        [SETUP_INTENT_PATH, undefined],
        [PAY_NOW_VERIFY_PATH, { setupIntentId: 'seti_123' }],
      ] as const) {
        const response = await callAs(app, session, url, body);
        expect([response.statusCode, response.json()]).toEqual([422, { messages: [expect.any(String)], ...refusal }]);
      }
      expect(fake.requests).toEqual([]);
      expect((await stored(booking.id)).conversionType).toBeNull();
    });
  });

  describe('POST /api/v1/booking/setup-intent', () => {
    it('answers the client secret of a SetupIntent made for this booking', async () => {
      const { booking, clientSecret, setupIntentId } = await bookingWithSetupIntent();
      expect(fake.setupIntents.get(setupIntentId)).toMatchObject({
        client_secret: clientSecret,
        metadata: { booking_id: String(booking.id) },
      });
    });

    it('answers 503 with messages without a card provider (pay later still works)', async () => {
      const bare = await paymentsTestApp({ db: database.db, payments: null });
      const { session } = await seedBooking(database.db);
      for (const [url, body] of [
        [SETUP_INTENT_PATH, undefined],
        [PAY_NOW_VERIFY_PATH, { setupIntentId: 'seti_1' }],
      ] as const) {
        const response = await callAs(bare, session, url, body);
        expect(response.statusCode).toBe(503);
        // The checkout's own words under the disabled Pay now, in the partner's copy.
        expect(response.json()).toEqual({ messages: [payNowUnavailableMessage(testPartners()[0]!)] });
      }
      await bare.close();
      expect(fake.requests).toEqual([]);
    });

    it('refuses a booking without accepted terms, and records terms sent with the call by the server clock', async () => {
      const { termsAccepted: _accepted, termsAcceptedAt: _at, ...withoutTerms } = COMPLETE_BOOKING;
      const { session, booking } = await seedBooking(database.db, 'bayside-movers', withoutTerms);

      const refused = await callAs(app, session, SETUP_INTENT_PATH);
      const unticked = await callAs(app, session, SETUP_INTENT_PATH, { termsAccepted: false });
      const accepted = await callAs(app, session, SETUP_INTENT_PATH, { termsAccepted: true });

      const notAccepted = [422, { messages: ['Accept the terms to continue.'], step: 'checkout', path: '/book/checkout' }];
      expect([refused.statusCode, refused.json()]).toEqual(notAccepted);
      expect([unticked.statusCode, unticked.json()]).toEqual(notAccepted);
      expect(accepted.statusCode).toBe(200);
      const row = await stored(booking.id);
      expect([row.revision, row.data.termsAccepted, typeof row.data.termsAcceptedAt]).toEqual([booking.revision, true, 'string']);
      expect(fake.requestsTo('POST', '/v1/setup_intents')).toHaveLength(1);
    });

    it('answers 409 once the booking already is pay_now', async () => {
      const { session, booking } = await seedBooking(database.db);
      await createDbStripePaymentsStore(database.db, testRecordConversion(database.db, { unlimitedCrews: true })).markPayNow({
        bookingId: booking.id,
        setupIntentId: 'seti_x',
        paymentMethodId: null,
        source: 'verify',
        checkedRevision: booking.revision,
      });
      const response = await callAs(app, session, SETUP_INTENT_PATH);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ messages: [STRIPE_MESSAGES.cardAlreadyOnFile] });
      expect(fake.requests).toEqual([]);
    });

    it('answers 502 with messages when Stripe fails', async () => {
      const { session } = await seedBooking(database.db);
      fake.failNext(1);
      const response = await callAs(app, session, SETUP_INTENT_PATH);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ messages: [STRIPE_MESSAGES.providerUnavailable] });
    });
  });

  describe('POST /api/v1/booking/pay-now/verify', () => {
    it.each([
      ['requires_payment_method', 402],
      ['requires_confirmation', 402],
      ['requires_action', 402],
      ['canceled', 402],
      ['processing', 202],
    ])("never converts a SetupIntent in status '%s' (answers %i with the unchanged booking)", async (status, code) => {
      const { session, booking, setupIntentId } = await bookingWithSetupIntent();
      fake.updateSetupIntent(setupIntentId, { status });

      const response = await callAs(app, session, PAY_NOW_VERIFY_PATH, { setupIntentId });

      expect(response.statusCode).toBe(code);
      expect(response.json()).toMatchObject({
        messages: [expect.any(String)],
        setupIntentStatus: status,
        booking: { reference: booking.reference },
      });
      expect(response.json().booking.conversionType).not.toBe('pay_now');
      expect((await stored(booking.id)).conversionType).toBeNull();
      expect((await listBookingEvents(database.db, booking.id)).map((e) => e.kind)).toEqual(['save']);
      expect(fake.requestsTo('GET', `/v1/setup_intents/${setupIntentId}`)).toHaveLength(1);
    });

    it("converts to pay_now when Stripe says 'succeeded', once, logging the SetupIntent and card", async () => {
      const { session, booking, setupIntentId } = await bookingWithSetupIntent();
      fake.updateSetupIntent(setupIntentId, { status: 'succeeded', payment_method: 'pm_card_visa' });

      const response = await callAs(app, session, PAY_NOW_VERIFY_PATH, { setupIntentId });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        reference: booking.reference,
        conversionType: 'pay_now',
        revision: booking.revision + 1,
        email: 'ann@example.com',
      });
      const events = await listBookingEvents(database.db, booking.id);
      expect(events.map((e) => [e.kind, e.revision, e.payload])).toEqual([
        ['save', booking.revision, expect.anything()],
        ['convert', booking.revision + 1, { conversionType: 'pay_now', setupIntentId, paymentMethodId: 'pm_card_visa', source: 'verify' }],
      ]);

      // A reload of the processing page verifies again: same answer, nothing written.
      const again = await callAs(app, session, PAY_NOW_VERIFY_PATH, { setupIntentId });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ conversionType: 'pay_now', revision: booking.revision + 1 });
      expect(await listBookingEvents(database.db, booking.id)).toHaveLength(2);
    });

    it('answers 404 for a succeeded SetupIntent of another booking, and converts neither', async () => {
      const mine = await bookingWithSetupIntent();
      const theirs = await bookingWithSetupIntent();
      fake.updateSetupIntent(theirs.setupIntentId, { status: 'succeeded', payment_method: 'pm_theirs' });

      const response = await callAs(app, mine.session, PAY_NOW_VERIFY_PATH, { setupIntentId: theirs.setupIntentId });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ messages: [STRIPE_MESSAGES.setupNotThisBooking] });
      expect((await stored(mine.booking.id)).conversionType).toBeNull();
      expect((await stored(theirs.booking.id)).conversionType).toBeNull();
    });

    it("answers 404 for this booking's customer but another booking id in the metadata", async () => {
      const mine = await bookingWithSetupIntent();
      const customer = fake.setupIntents.get(mine.setupIntentId)!.customer;
      fake.addSetupIntent({ id: 'seti_forged', object: 'setup_intent', status: 'succeeded', customer, metadata: { booking_id: '999999' } });

      const response = await callAs(app, mine.session, PAY_NOW_VERIFY_PATH, { setupIntentId: 'seti_forged' });

      expect(response.statusCode).toBe(404);
      expect((await stored(mine.booking.id)).conversionType).toBeNull();
    });

    it('answers 404 for an id Stripe does not know', async () => {
      const mine = await bookingWithSetupIntent();
      const response = await callAs(app, mine.session, PAY_NOW_VERIFY_PATH, { setupIntentId: 'seti_unknown' });
      expect(response.statusCode).toBe(404);
      expect((await stored(mine.booking.id)).conversionType).toBeNull();
    });

    it('answers 404 without asking Stripe when the booking never started a card setup', async () => {
      const { session, booking } = await seedBooking(database.db);
      const response = await callAs(app, session, PAY_NOW_VERIFY_PATH, { setupIntentId: 'seti_123' });
      expect(response.statusCode).toBe(404);
      expect(fake.requests).toEqual([]);
      expect((await stored(booking.id)).conversionType).toBeNull();
    });

    it.each([
      ['a redirect_status alongside', (id: string) => ({ setupIntentId: id, redirectStatus: 'succeeded' })],
      ['only redirect_status', () => ({ redirect_status: 'succeeded' })],
      ['a client secret instead of the id', (id: string) => ({ setupIntentId: `${id}_secret_abc&x=1` })],
      ['a number', () => ({ setupIntentId: 12 })],
    ])('refuses a body with %s (422) and converts nothing', async (_label, body) => {
      const { session, booking, setupIntentId } = await bookingWithSetupIntent();
      fake.updateSetupIntent(setupIntentId, { status: 'requires_payment_method' });
      fake.reset();

      const response = await callAs(app, session, PAY_NOW_VERIFY_PATH, body(setupIntentId));

      expect(response.statusCode).toBe(422);
      expect(response.json().messages).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(fake.requests).toEqual([]);
      expect((await stored(booking.id)).conversionType).toBeNull();
    });

    it('refuses a call without the CSRF token (403) before asking Stripe', async () => {
      const { session, setupIntentId } = await bookingWithSetupIntent();
      fake.reset();
      const response = await callAs(app, { ...session, csrfToken: 'wrong' }, PAY_NOW_VERIFY_PATH, { setupIntentId });
      expect(response.statusCode).toBe(403);
      expect(fake.requests).toEqual([]);
    });
  });

  describe('rate limits', () => {
    const strict = { perSession: { max: 2, timeWindow: 60_000 }, perAddress: { max: 3, timeWindow: 60_000 } };

    it('refuses a third setup in one session with 429, retry-after and messages; another session still works', async () => {
      const limited = await paymentsTestApp({ db: database.db, payments: provider, setupIntentLimits: strict });
      const first = await seedBooking(database.db);
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await callAs(limited, first.session, SETUP_INTENT_PATH)).statusCode);
      const refused = await callAs(limited, first.session, SETUP_INTENT_PATH);
      const other = await seedBooking(database.db);
      const otherSession = await callAs(limited, other.session, SETUP_INTENT_PATH, undefined, { remoteAddress: '10.0.0.2' });
      await limited.close();

      expect(codes).toEqual([200, 200, 429]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ messages: [STRIPE_MESSAGES.tooManyAttempts] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(otherSession.statusCode).toBe(200);
    });

    it('refuses a fourth setup from one address even with a fresh session each time; another address still works', async () => {
      const limited = await paymentsTestApp({ db: database.db, payments: provider, setupIntentLimits: strict });
      const codes = [];
      for (let i = 0; i < 4; i += 1) {
        const { session } = await seedBooking(database.db);
        codes.push((await callAs(limited, session, SETUP_INTENT_PATH, undefined, { remoteAddress: '203.0.113.7' })).statusCode);
      }
      const { session } = await seedBooking(database.db);
      const elsewhere = await callAs(limited, session, SETUP_INTENT_PATH, undefined, { remoteAddress: '203.0.113.8' });
      await limited.close();

      expect(codes).toEqual([200, 200, 200, 429]);
      expect(elsewhere.statusCode).toBe(200);
    });

    it('limits the verify call too', async () => {
      const limited = await paymentsTestApp({ db: database.db, payments: provider, verifyLimits: strict });
      const session = await createSession(database.db);
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await callAs(limited, session, PAY_NOW_VERIFY_PATH, { setupIntentId: 'seti_1' })).statusCode);
      await limited.close();
      // No booking for this session: the flow's 422 (finish the landing step) until the limit, then 429.
      expect(codes).toEqual([422, 422, 429]);
    });
  });
});

/**
 * The requests the integration makes, as a stand-in for api.stripe.com sees them (docs/FUNNEL.md#saving-and-conversions: customer,
 * SetupIntent, idempotency key), through the real stripe SDK and the real database store.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/app-database';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { createDbStripePaymentsStore } from '../../../server/payments/stripe/create-db-stripe-payments-store';
import { createStripeClient } from '../../../server/payments/stripe/create-stripe-client';
import { createStripePaymentProvider } from '../../../server/payments/stripe/stripe-payment-provider';
import { toClientBooking } from '../../../server/bookings/to-client-booking';
import { FakeStripeServer } from './helpers/fake-stripe-server';
import { CONTACT, paymentsDatabases, seedBooking } from './helpers/payments-databases';
import { testPartners } from '../helpers/test-app';
import { testRecordConversion } from '../helpers/test-outbox';

const SECRET_KEY = 'sk_test_fake_123';
const PARTNER: ServerPartner = { ...testPartners()[0]!, slug: 'bayside-movers', name: 'Bayside Movers', locations: [] };

describe('createStripeClient', () => {
  it('refuses to send a live key to a stand-in for api.stripe.com', () => {
    expect(() => createStripeClient({ secretKey: 'sk_live_abc', apiBase: 'http://127.0.0.1:9' })).toThrow(/live Stripe key/);
    expect(() => createStripeClient({ secretKey: 'rk_live_abc', apiBase: 'http://127.0.0.1:9' })).toThrow(/live Stripe key/);
  });

  it('refuses an api base that is not http(s)', () => {
    expect(() => createStripeClient({ secretKey: SECRET_KEY, apiBase: 'ftp://127.0.0.1:9' })).toThrow(/http\(s\) URL/);
  });
});

describe.each(paymentsDatabases)('Stripe requests on $name', ({ open }) => {
  let database: AppDatabase;
  const fake = new FakeStripeServer();

  beforeAll(async () => {
    database = await open();
    await fake.start();
  }, 120_000);

  afterAll(async () => {
    await fake.stop();
    await database?.close();
  });

  beforeEach(() => fake.reset());

  function provider(maxNetworkRetries = 0) {
    const stripe = createStripeClient({ secretKey: SECRET_KEY, apiBase: fake.url, maxNetworkRetries });
    return createStripePaymentProvider({
      stripe,
      store: createDbStripePaymentsStore(database.db, testRecordConversion(database.db, { unlimitedCrews: true })),
    });
  }

  it('creates the customer from the contact, then a SetupIntent for it, with the secret key as Bearer', async () => {
    const { session, booking } = await seedBooking(database.db);

    const { clientSecret } = await provider().createSetupIntent({
      bookingId: booking.id,
      booking: toClientBooking(booking),
      partner: PARTNER,
      sessionId: session.id,
    });

    const [customerCall, ...moreCustomers] = fake.requestsTo('POST', '/v1/customers');
    expect(moreCustomers).toEqual([]);
    expect(customerCall?.form).toEqual({
      email: CONTACT.email,
      name: 'Ann Lee',
      phone: CONTACT.phone,
      'metadata[booking_id]': String(booking.id),
      'metadata[partner]': 'bayside-movers',
    });
    const [intentCall, ...moreIntents] = fake.requestsTo('POST', '/v1/setup_intents');
    expect(moreIntents).toEqual([]);
    const customerId = [...fake.customers.values()].find(
      (c) => (c.metadata as Record<string, string>).booking_id === String(booking.id),
    )?.id;
    expect(customerId).toMatch(/^cus_/);
    expect(intentCall?.form).toEqual({
      customer: customerId,
      'automatic_payment_methods[enabled]': 'true',
      usage: 'off_session',
      'metadata[booking_id]': String(booking.id),
      'metadata[partner]': 'bayside-movers',
    });
    expect(intentCall?.form).not.toHaveProperty('payment_method_types[0]');
    for (const call of [customerCall, intentCall]) {
      expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(call?.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}\./);
    }
    // The session id is the visitor's credential: it never leaves for Stripe.
    expect(fake.requests.some((call) => call.rawBody.includes(encodeURIComponent(session.id)) || call.rawBody.includes(session.id))).toBe(
      false,
    );
    const created = fake.setupIntents.get(clientSecret.split('_secret_')[0]!);
    expect(created?.client_secret).toBe(clientSecret);
  });

  it('sends our own idempotency keys: a double click gets the same key and the same SetupIntent, and reuses the customer', async () => {
    const { session, booking } = await seedBooking(database.db);
    const input = { bookingId: booking.id, booking: toClientBooking(booking), partner: PARTNER, sessionId: session.id };

    const first = await provider().createSetupIntent(input);
    const second = await provider().createSetupIntent(input);

    expect(second.clientSecret).toBe(first.clientSecret);
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(1);
    const intentKeys = fake.requestsTo('POST', '/v1/setup_intents').map((call) => call.headers['idempotency-key']);
    expect(intentKeys).toHaveLength(2);
    expect(intentKeys[0]).toBe(intentKeys[1]);
    expect(intentKeys[0]).toMatch(new RegExp(`^booking-${booking.id}-rev-${booking.revision}-setup-intent:[0-9a-f]{16}$`));
    expect(fake.requestsTo('POST', '/v1/customers')[0]?.headers['idempotency-key']).toMatch(new RegExp(`^booking-${booking.id}-customer:`));
  });

  it('keeps the same idempotency key when the SDK retries a failed create, so Stripe makes one object', async () => {
    const { session, booking } = await seedBooking(database.db);
    const retrying = provider(1);
    const ofBooking = (objects: Map<string, Record<string, unknown>>) =>
      [...objects.values()].filter((object) => (object.metadata as Record<string, string>).booking_id === String(booking.id));

    fake.failNext(1); // the customer create answers 500 once
    await retrying.createSetupIntent({ bookingId: booking.id, booking: toClientBooking(booking), partner: PARTNER, sessionId: session.id });
    const customerCalls = fake.requestsTo('POST', '/v1/customers');
    expect(customerCalls).toHaveLength(2);
    expect(customerCalls[1]?.headers['idempotency-key']).toBe(customerCalls[0]?.headers['idempotency-key']);
    expect(ofBooking(fake.customers)).toHaveLength(1);
    expect(ofBooking(fake.setupIntents)).toHaveLength(1);

    fake.reset();
    fake.failNext(1); // now the customer exists: the SetupIntent create answers 500 once
    const next = { ...toClientBooking(booking), revision: booking.revision + 1 };
    const result = await retrying.createSetupIntent({ bookingId: booking.id, booking: next, partner: PARTNER, sessionId: session.id });
    const intentCalls = fake.requestsTo('POST', '/v1/setup_intents');
    expect(intentCalls).toHaveLength(2);
    expect(intentCalls[0]?.headers['idempotency-key']).toMatch(new RegExp(`^booking-${booking.id}-rev-${next.revision}-setup-intent:`));
    expect(intentCalls[1]?.headers['idempotency-key']).toBe(intentCalls[0]?.headers['idempotency-key']);
    expect(ofBooking(fake.setupIntents)).toHaveLength(2);
    expect(result.clientSecret).toMatch(/^seti_\d+_secret_/);
  });

  it('makes a new SetupIntent once the booking was saved again (a new revision), on the same customer', async () => {
    const { session, booking } = await seedBooking(database.db);
    const p = provider();
    const first = await p.createSetupIntent({
      bookingId: booking.id,
      booking: toClientBooking(booking),
      partner: PARTNER,
      sessionId: session.id,
    });
    const second = await p.createSetupIntent({
      bookingId: booking.id,
      booking: { ...toClientBooking(booking), revision: booking.revision + 1 },
      partner: PARTNER,
      sessionId: session.id,
    });

    expect(second.clientSecret).not.toBe(first.clientSecret);
    const customers = fake.requestsTo('POST', '/v1/setup_intents').map((call) => call.form.customer);
    expect(new Set(customers).size).toBe(1);
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(1);
  });

  it('updates the existing customer when the contact changed instead of making a second one', async () => {
    const { session, booking } = await seedBooking(database.db);
    const p = provider();
    await p.createSetupIntent({ bookingId: booking.id, booking: toClientBooking(booking), partner: PARTNER, sessionId: session.id });
    const customerId = fake.requestsTo('POST', '/v1/setup_intents')[0]?.form.customer;

    const changed = { ...toClientBooking(booking), email: 'ann.lee@example.com', revision: booking.revision + 1 };
    await p.createSetupIntent({ bookingId: booking.id, booking: changed, partner: PARTNER, sessionId: session.id });

    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(1);
    const updates = fake.requestsTo('POST', `/v1/customers/${customerId}`);
    expect(updates.map((call) => call.form)).toEqual([{ email: 'ann.lee@example.com', name: 'Ann Lee', phone: CONTACT.phone }]);
    expect(fake.customers.get(customerId!)?.email).toBe('ann.lee@example.com');
    expect(
      await createDbStripePaymentsStore(database.db, testRecordConversion(database.db, { unlimitedCrews: true })).findCustomer(booking.id),
    ).toEqual({
      customerId,
      contact: { email: 'ann.lee@example.com', name: 'Ann Lee', phone: CONTACT.phone },
    });
  });

  it('gives each booking its own customer even with the same email', async () => {
    const a = await seedBooking(database.db);
    const b = await seedBooking(database.db);
    const p = provider();
    await p.createSetupIntent({ bookingId: a.booking.id, booking: toClientBooking(a.booking), partner: PARTNER, sessionId: a.session.id });
    await p.createSetupIntent({ bookingId: b.booking.id, booking: toClientBooking(b.booking), partner: PARTNER, sessionId: b.session.id });

    const customers = fake.requestsTo('POST', '/v1/setup_intents').map((call) => call.form.customer);
    expect(customers).toHaveLength(2);
    expect(customers[0]).not.toBe(customers[1]);
  });
});

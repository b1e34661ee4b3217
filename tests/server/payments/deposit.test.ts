/**
 * A partner asking for a deposit (docs/PARTNERS.md, "Payment: deposits and late cancellation"): the checkout's card
 * form is a PaymentIntent of exactly the amount shown, a double click makes one, the verify call racing the webhook
 * converts once and records one charge, and a declined card leaves the booking unconverted with the bank's words.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { bookingPaymentTerms } from '../../../core/payment/payment-terms';
import type { AppDatabase } from '../../../server/db/app-database';
import { findBookingById, listBookingEvents } from '../../../server/db/booking-repository';
import { listMovements } from '../../../server/db/payment-movements';
import { createDbStripePaymentsStore } from '../../../server/payments/stripe/create-db-stripe-payments-store';
import { createStripeClient } from '../../../server/payments/stripe/create-stripe-client';
import { createStripePaymentProvider } from '../../../server/payments/stripe/stripe-payment-provider';
import { PAY_NOW_VERIFY_PATH } from '../../../server/routes/pay-now-verify-route';
import { STRIPE_WEBHOOK_PATH } from '../../../server/routes/stripe-webhook-route';
import { systemClock } from '../../../core/clock';
import { applyTransition } from '../../../server/bookings/apply-transition';
import { createCapacityDesk } from '../../../server/capacity/capacity-desk';
import { inConversionTransaction } from '../../../server/db/conversion-transaction';
import { writeCancellation } from '../../../server/db/convert-booking';
import { createCancellationMoney } from '../../../server/payments/stripe/settle-cancellation';
import type { StripePaymentsStore } from '../../../server/payments/stripe/stripe-payments-store';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { testOutbox, testRecordConversion } from '../helpers/test-outbox';
import { DECLINE_MESSAGE, TEST_CARDS } from './helpers/fake-stripe-payment-intents';
import { cancellationEmail, depositPartners, lateClock, leadPaymentOf } from './helpers/deposit-fixtures';
import { FakeStripeServer } from './helpers/fake-stripe-server';
import { paymentsDatabases, seedBooking } from './helpers/payments-databases';
import { callAs, paymentsTestApp, WEBHOOK_SECRET } from './helpers/payments-test-app';

const SETUP_INTENT_PATH = '/api/v1/booking/setup-intent';
const generous = { perSession: { max: 1000, timeWindow: 60_000 }, perAddress: { max: 1000, timeWindow: 60_000 } };
describe.each(paymentsDatabases)('deposits on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let stripe: Stripe;
  let store: StripePaymentsStore;
  const fake = new FakeStripeServer();
  const partner = depositPartners().find((p) => p.slug === 'bayside-movers')!;

  beforeAll(async () => {
    database = await open();
    await fake.start();
    stripe = createStripeClient({ secretKey: 'sk_test_deposit', apiBase: fake.url });
    const recordConversion = testRecordConversion(database.db, { unlimitedCrews: true, partnerFiles: depositPartners() });
    store = createDbStripePaymentsStore(database.db, recordConversion);
    app = await paymentsTestApp({
      db: database.db,
      payments: createStripePaymentProvider({ stripe, store }),
      webhook: { stripe, store },
      setupIntentLimits: generous,
      verifyLimits: generous,
      partnerFiles: depositPartners(),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await fake.stop();
    await database?.close();
  });

  beforeEach(() => fake.reset());

  async function depositAsked(estimate = 1234.56) {
    const seeded = await seedBooking(database.db, 'bayside-movers', { ...COMPLETE_BOOKING, estimate });
    const response = await callAs(app, seeded.session, SETUP_INTENT_PATH);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    return { ...seeded, answer, paymentIntentId: (answer.client_secret as string).split('_secret_')[0]! };
  }

  function webhook(paymentIntentId: string) {
    const { payload, signature } = fake.signedEvent(
      'payment_intent.succeeded',
      fake.payments.intents.get(paymentIntentId)!,
      WEBHOOK_SECRET,
    );
    return app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('asks for a PaymentIntent of exactly the deposit shown, its card saved for later, and answers the terms', async () => {
    const { answer, booking, paymentIntentId } = await depositAsked();
    const terms = bookingPaymentTerms(booking.data, partner)!;
    expect(terms.dueTodayCents).toBe(24691);
    expect(answer).toEqual({ client_secret: expect.any(String), intent: 'payment', payment: terms });
    expect(fake.payments.intents.get(paymentIntentId)).toMatchObject({
      amount: 24691,
      currency: 'usd',
      setup_future_usage: 'off_session',
      metadata: { booking_id: String(booking.id), kind: 'deposit' },
    });
    const [created] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(created?.headers['idempotency-key']).toMatch(new RegExp(`^booking-${booking.id}-rev-${booking.revision}-deposit:`));
  });

  it('makes one PaymentIntent of a double click, and one charge of the verify call racing the webhook', async () => {
    const { session, booking } = await depositAsked();
    const again = await Promise.all([callAs(app, session, SETUP_INTENT_PATH), callAs(app, session, SETUP_INTENT_PATH)]);
    const secrets = new Set(again.map((response) => response.json().client_secret));
    expect(secrets.size).toBe(1);
    const paymentIntentId = [...secrets][0].split('_secret_')[0];
    expect(
      new Set(
        [...fake.payments.intents.values()].filter(
          (i) => i.metadata && (i.metadata as Record<string, string>).booking_id === String(booking.id),
        ),
      ).size,
    ).toBe(1);

    fake.payments.confirmInBrowser(paymentIntentId, TEST_CARDS.pays);
    const [verified, hooked] = await Promise.all([
      callAs(app, session, PAY_NOW_VERIFY_PATH, { paymentIntentId }),
      webhook(paymentIntentId),
    ]);

    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ conversionType: 'pay_now' });
    expect(hooked.statusCode).toBe(200);
    const stored = (await findBookingById(database.db, booking.id))!;
    const charged = fake.payments.charges.filter((charge) => charge.paymentIntent === paymentIntentId);
    expect(charged).toHaveLength(1);
    expect(stored.paymentTerms?.dueTodayCents).toBe(charged[0]!.amount);
    expect(await listMovements(database.db, booking.id)).toEqual([
      { kind: 'charge', amountCents: charged[0]!.amount, currency: 'usd', stripeId: paymentIntentId, status: 'succeeded' },
    ]);
    expect((await listBookingEvents(database.db, booking.id)).filter((event) => event.kind === 'convert')).toHaveLength(1);
  });

  it("leaves a declined deposit's booking unconverted with the bank's message", async () => {
    const { session, booking, paymentIntentId } = await depositAsked();
    fake.payments.confirmInBrowser(paymentIntentId, TEST_CARDS.declines);

    const response = await callAs(app, session, PAY_NOW_VERIFY_PATH, { paymentIntentId });

    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ messages: [DECLINE_MESSAGE], booking: { reference: booking.reference } });
    expect((await findBookingById(database.db, booking.id))?.conversionType).toBeNull();
    expect(await listMovements(database.db, booking.id)).toEqual([]);
  });

  /** The customer's cancel, through the transition table with the Stripe money, at `clock`'s now. */
  async function cancel(bookingId: number, clock = systemClock) {
    const deps = {
      capacity: createCapacityDesk({ db: database.db, clock }),
      outbox: testOutbox(clock),
      clock,
      money: createCancellationMoney(stripe),
    };
    const partners = new Map(depositPartners().map((p) => [p.slug, p]));
    return inConversionTransaction(database.db, bookingId, (tx, locked) =>
      applyTransition(deps, tx, 'cancel', partners.get(locked!.partnerSlug)!, locked!, writeCancellation),
    );
  }

  async function depositPaid() {
    const asked = await depositAsked();
    fake.payments.confirmInBrowser(asked.paymentIntentId, TEST_CARDS.pays);
    expect((await callAs(app, asked.session, PAY_NOW_VERIFY_PATH, { paymentIntentId: asked.paymentIntentId })).statusCode).toBe(200);
    return { ...asked, terms: (await findBookingById(database.db, asked.booking.id))!.paymentTerms! };
  }

  it('refunds the whole deposit when the customer cancels before the cut-off', async () => {
    const { booking, paymentIntentId, terms } = await depositPaid();
    await cancel(booking.id);
    const refunds = [...fake.payments.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([terms.dueTodayCents]);
    const movements = await listMovements(database.db, booking.id);
    expect(movements.map(({ kind, amountCents, stripeId }) => [kind, amountCents, stripeId])).toEqual([
      ['charge', terms.dueTodayCents, paymentIntentId],
      ['refund', terms.dueTodayCents, refunds[0]!.id],
    ]);
    // booking.cancelled carries them, in a lead its schema accepts.
    expect(await leadPaymentOf(database.db, booking.id, 'booking.cancelled')).toEqual({
      mode: 'deposit',
      currency: 'usd',
      depositCharged: true,
      dueTodayCents: terms.dueTodayCents,
      lateCancellationFeeCents: 10000,
      cutoffHours: 48,
      policy: terms.policy,
      movements,
    });
  });

  it('keeps exactly the fee shown and refunds the rest when the customer cancels after the cut-off', async () => {
    const { booking, paymentIntentId, terms } = await depositPaid();
    expect(terms.lateCancellationFeeCents).toBe(10000);
    await cancel(booking.id, lateClock);
    const refunds = [...fake.payments.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([terms.dueTodayCents - terms.lateCancellationFeeCents]);
    expect((await listMovements(database.db, booking.id)).filter((movement) => movement.kind === 'fee')).toEqual([
      { kind: 'fee', amountCents: terms.lateCancellationFeeCents, currency: 'usd', stripeId: paymentIntentId, status: 'succeeded' },
    ]);
  });

  it('charges a card on file exactly the fee shown off session, and marks it when the bank wants the customer', async () => {
    for (const [card, status] of [
      [TEST_CARDS.pays, 'succeeded'],
      [TEST_CARDS.needsAuthentication, 'requires_action'],
    ] as const) {
      const { booking } = await seedBooking(database.db, 'summit-moving', { ...COMPLETE_BOOKING, estimate: 1000 });
      await store.saveCustomer(booking.id, `cus_card_${booking.id}`, { email: 'ann@example.com', name: 'Ann Lee', phone: null });
      const paid = await store.markPayNow({
        bookingId: booking.id,
        setupIntentId: 'seti_card',
        paymentMethodId: card,
        source: 'verify',
        checkedRevision: booking.revision,
      });
      expect(paid.booking?.paymentTerms).toMatchObject({ mode: 'cardOnFile', dueTodayCents: 0, lateCancellationFeeCents: 8000 });

      await cancel(booking.id, lateClock);

      const [fee] = await listMovements(database.db, booking.id);
      expect(fee).toMatchObject({ kind: 'fee', amountCents: 8000, status });
      expect(fake.payments.intents.get(fee!.stripeId)).toMatchObject({ amount: 8000, off_session: 'true', payment_method: card });
      // The bank wants the customer: their cancellation email links Stripe's page to approve the fee.
      const email = await cancellationEmail(database.db, booking.id, depositPartners());
      if (status === 'requires_action') {
        expect(fee?.actionUrl).toBe(`https://hooks.stripe.com/3d_secure_2/authenticate/${fee!.stripeId}`);
        expect(email).toContain(fee!.actionUrl);
      } else expect(email).not.toContain('Approve the late cancellation fee');
    }
  });
});

/**
 * One set of numbers everywhere (docs/DECISIONS.md, "Deposits and a cancellation policy"): for random bookings of each payment mode, the amount the
 * checkout is answered, the one in the customer's confirmation email, the lead's and the stand-in's charge are equal
 * to the cent: the deposit today, or with a card on file the late-cancellation fee charged off session.
 */
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { formatMoney } from '../../../core/format-money';
import type { PaymentTerms } from '../../../core/payment/payment-terms';
import { applyTransition } from '../../../server/bookings/apply-transition';
import { createCapacityDesk } from '../../../server/capacity/capacity-desk';
import type { AppDatabase } from '../../../server/db/app-database';
import { inConversionTransaction } from '../../../server/db/conversion-transaction';
import { writeCancellation } from '../../../server/db/convert-booking';
import { outboxEvents } from '../../../server/db/outbox-tables';
import { listMovements } from '../../../server/db/payment-movements';
import { composeCustomerEmail } from '../../../server/delivery/mail/compose-customer-email';
import { readStoredEvent } from '../../../server/delivery/outbox/stored-event';
import { isLeadEvent } from '../../../server/delivery/lead/is-lead';
import { createDbStripePaymentsStore } from '../../../server/payments/stripe/create-db-stripe-payments-store';
import { createStripeClient } from '../../../server/payments/stripe/create-stripe-client';
import { createCancellationMoney } from '../../../server/payments/stripe/settle-cancellation';
import { createStripePaymentProvider } from '../../../server/payments/stripe/stripe-payment-provider';
import { PAY_NOW_VERIFY_PATH } from '../../../server/routes/pay-now-verify-route';
import { moveDateIn } from '../../../testkit/test-bookings';
import { testPartners } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { testOutbox, testRecordConversion } from '../helpers/test-outbox';
import { TEST_CARDS } from './helpers/fake-stripe-payment-intents';
import { FakeStripeServer } from './helpers/fake-stripe-server';
import { paymentsDatabases, seedBooking } from './helpers/payments-databases';
import { callAs, paymentsTestApp } from './helpers/payments-test-app';

const RUNS = 100;
const generous = { perSession: { max: 10_000, timeWindow: 60_000 }, perAddress: { max: 10_000, timeWindow: 60_000 } };
const POLICIES = {
  deposit: { mode: 'deposit', deposit: { percent: 17.5, min: 40, max: 400 }, lateCancellation: { percent: 12.5, max: 90 } },
  cardOnFile: { mode: 'cardOnFile', lateCancellation: { percent: 12.5, max: 90 } },
} as const;
const partnerFiles = (payment: (typeof POLICIES)[keyof typeof POLICIES]) =>
  testPartners().map((partner) => (partner.slug === 'bayside-movers' ? { ...partner, payment } : partner));
const lateClock = { now: () => new Date(`${moveDateIn(30)}T00:00:00Z`) };

describe.each(paymentsDatabases.slice(0, 1))('the same numbers on $name', ({ open }) => {
  let database: AppDatabase;
  let stripe: Stripe;
  const fake = new FakeStripeServer();

  beforeAll(async () => {
    database = await open();
    await fake.start();
    stripe = createStripeClient({ secretKey: 'sk_test_same_numbers', apiBase: fake.url });
  }, 120_000);

  afterAll(async () => {
    await fake.stop();
    await database?.close();
  });

  async function appFor(mode: keyof typeof POLICIES): Promise<FastifyInstance> {
    const files = partnerFiles(POLICIES[mode]);
    const store = createDbStripePaymentsStore(
      database.db,
      testRecordConversion(database.db, { unlimitedCrews: true, partnerFiles: files }),
    );
    const payments = createStripePaymentProvider({ stripe, store });
    return paymentsTestApp({ db: database.db, payments, setupIntentLimits: generous, verifyLimits: generous, partnerFiles: files });
  }

  /** The converted booking's lead and the customer's confirmation email text. */
  async function convertedLead(bookingId: number, mode: keyof typeof POLICIES) {
    const [row] = await database.db
      .select({ body: outboxEvents.body })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.bookingId, bookingId), eq(outboxEvents.type, 'booking.converted')));
    const event = readStoredEvent(row!.body!);
    if (!isLeadEvent(event)) throw new Error('No lead event');
    const partner = partnerFiles(POLICIES[mode]).find((p) => p.slug === 'bayside-movers')!;
    return { lead: event.data, email: composeCustomerEmail(event, partner)!.text };
  }

  it.each(['deposit', 'cardOnFile'] as const)(
    '%s: checkout, email, lead and charge agree to the cent',
    async (mode) => {
      const app = await appFor(mode);
      const partner = partnerFiles(POLICIES[mode]).find((p) => p.slug === 'bayside-movers')!;
      const deps = {
        capacity: createCapacityDesk({ db: database.db, clock: lateClock }),
        outbox: testOutbox(lateClock),
        clock: lateClock,
        money: createCancellationMoney(stripe),
      };
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 2_000_000 }), async (estimateCents) => {
          const { session, booking } = await seedBooking(database.db, 'bayside-movers', {
            ...COMPLETE_BOOKING,
            estimate: estimateCents / 100,
          });
          const answer = (await callAs(app, session, '/api/v1/booking/setup-intent')).json();
          const shown: PaymentTerms = answer.payment;
          const intentId = (answer.client_secret as string).split('_secret_')[0]!;
          if (mode === 'deposit') fake.payments.confirmInBrowser(intentId, TEST_CARDS.pays);
          else fake.updateSetupIntent(intentId, { status: 'succeeded', payment_method: TEST_CARDS.pays });
          const body = mode === 'deposit' ? { paymentIntentId: intentId } : { setupIntentId: intentId };
          expect((await callAs(app, session, PAY_NOW_VERIFY_PATH, body)).statusCode).toBe(200);

          const { lead, email } = await convertedLead(booking.id, mode);
          expect(lead.payment).toMatchObject({
            dueTodayCents: shown.dueTodayCents,
            lateCancellationFeeCents: shown.lateCancellationFeeCents,
            policy: shown.policy,
          });
          expect(email).toContain(shown.policy);
          if (mode === 'deposit') {
            expect(email).toContain(formatMoney(shown.dueTodayCents / 100));
            expect(fake.payments.charges.filter((charge) => charge.paymentIntent === intentId).map((charge) => charge.amount)).toEqual([
              shown.dueTodayCents,
            ]);
            return;
          }
          // A card on file: nothing today; a late cancellation charges exactly the fee shown.
          expect(shown.dueTodayCents).toBe(0);
          if (shown.lateCancellationFeeCents === 0) return;
          await inConversionTransaction(database.db, booking.id, (tx, locked) =>
            applyTransition(deps, tx, 'cancel', partner, locked!, writeCancellation),
          );
          const [fee] = await listMovements(database.db, booking.id);
          expect(fake.payments.charges.filter((charge) => charge.paymentIntent === fee!.stripeId).map((charge) => charge.amount)).toEqual([
            shown.lateCancellationFeeCents,
          ]);
        }),
        { numRuns: RUNS },
      );
      await app.close();
    },
    600_000,
  );
});

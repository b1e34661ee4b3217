/**
 * Every door to a booking obeys the transition table (server/bookings/transitions.ts): `PUT /api/v1/booking/unserviceable`
 * on a reservation is the edit it is, so a card on file, a cancelled booking and one past its cut-off get the edit
 * path's refusal, and the row, the crew and the partner's events stay as they were; a card is refused after the cut-off,
 * and a card Stripe confirms after a cancellation answers 409 and converts nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { changesCloseAt } from '../../../core/changes-close-at';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { crewClaims } from '../../../server/db/schema';
import { openDatabase } from '../../../server/db/open-database';
import { outboxEvents } from '../../../server/db/outbox-tables';
import { API_MESSAGES } from '../../../server/http/api-messages';
import { PAY_NOW_VERIFY_PATH } from '../../../server/routes/pay-now-verify-route';
import { createTestClock } from '../../support/test-clock';
import { FakeStripeServer } from '../payments/helpers/fake-stripe-server';
import { WEBHOOK_SECRET } from '../payments/helpers/payments-test-app';
import { bookingByReference } from '../helpers/booking-by-reference';
import { api, startBooking, testApp, testPartners, type Visitor } from '../helpers/test-app';
import { address, COMPLETE_BOOKING, moveDateIn, NEW_YORK } from '../helpers/test-bookings';

type Fields = Record<string, unknown>;
const bayside = testPartners().find((partner) => partner.slug === 'bayside-movers')!;

describe('the transition table at every door', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const stripe = new FakeStripeServer();
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await stripe.start();
    app = testApp(database, {
      clock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_table',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_table',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await stripe.stop();
  });

  /** A customer with a finished booking on its own day (a different one per test keeps crews apart). */
  const customer = (days: number) => startBooking(app, 'bayside-movers', undefined, { ...COMPLETE_BOOKING, moveDate: moveDateIn(days) });

  async function payNow(visitor: Visitor): Promise<Fields> {
    const intent = await api(app, visitor, 'POST', '/api/v1/booking/setup-intent', { termsAccepted: true });
    expect(intent.statusCode).toBe(200);
    const id = String(intent.json().client_secret).split('_secret_')[0]!;
    stripe.updateSetupIntent(id, { status: 'succeeded', payment_method: 'pm_card_visa' });
    const verified = await api(app, visitor, 'POST', PAY_NOW_VERIFY_PATH, { setupIntentId: id });
    expect(verified.statusCode).toBe(200);
    return verified.json();
  }

  /** The row, its crew and its partner events: what a refused transition must leave as it was. */
  async function stateOf(reference: unknown) {
    const row = await bookingByReference(database.db, reference);
    const crew = await database.db.select().from(crewClaims).where(eq(crewClaims.bookingId, row.id));
    const events = await database.db.select({ type: outboxEvents.type }).from(outboxEvents).where(eq(outboxEvents.bookingId, row.id));
    return { row, crew, events: events.map((event) => event.type) };
  }

  /** The unserviceable call and the plain edit of the same out-of-state change answer alike and change nothing. */
  async function expectRefusedLikeTheEdit(visitor: Visitor, booking: Fields, expected: { status: number; messages: string[] }) {
    const before = await stateOf(booking.reference);
    const change = { booking: { ...booking, ...address('origin', NEW_YORK) } };
    const unserviceable = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', {
      ...change,
      unserviceableReason: 'out_of_state_move',
    });
    const edit = await api(app, visitor, 'PUT', '/api/v1/booking', change);
    expect([unserviceable.statusCode, unserviceable.json().messages]).toEqual([expected.status, expected.messages]);
    expect([edit.statusCode, edit.json().messages]).toEqual([unserviceable.statusCode, unserviceable.json().messages]);
    expect(await stateOf(booking.reference)).toEqual(before);
  }

  it('unserviceable on a pay-now booking: the edit path refuses it, nothing changes', async () => {
    const visitor = await customer(30);
    const booking = await payNow(visitor);
    await expectRefusedLikeTheEdit(visitor, booking, { status: 422, messages: [API_MESSAGES.payNowKept] });
    expect((await stateOf(booking.reference)).events).toEqual(['booking.converted']);
  });

  it('unserviceable on a cancelled booking: 409 cancelled, nothing changes', async () => {
    const visitor = await customer(31);
    expect((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);
    const cancelled = await api(app, visitor, 'POST', '/api/v1/booking/cancel');
    expect(cancelled.statusCode).toBe(200);
    await expectRefusedLikeTheEdit(visitor, cancelled.json(), { status: 409, messages: [API_MESSAGES.bookingCancelled] });
    expect((await stateOf(cancelled.json().reference)).events).toEqual(['booking.converted', 'booking.cancelled']);
  });

  it('unserviceable on a pay-later booking: the reservation withdrawn, then the call-back lead, the crew freed', async () => {
    const visitor = await customer(34);
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    const change = { booking: { ...converted.json(), ...address('origin', NEW_YORK) }, unserviceableReason: 'out_of_state_move' };

    const answer = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', change);

    expect([answer.statusCode, answer.json().conversionType, answer.json().unserviceableReason]).toEqual([
      200,
      'unserviceable',
      'out_of_state_move',
    ]);
    const after = await stateOf(converted.json().reference);
    expect(after.crew).toEqual([]);
    expect(after.events).toEqual(['booking.converted', 'booking.conversion_withdrawn', 'booking.converted']);
  });

  it('after the cut-off: unserviceable and a card are refused as closed, nothing changes', async () => {
    const visitor = await customer(32);
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
    const booking: Fields = converted.json();
    const closeAt = changesCloseAt(booking, bayside, funnelDefinition.flow.constants.timeOfDayHours)!;
    const real = clock.now();
    clock.set(new Date(closeAt.getTime() + 60_000));
    try {
      await expectRefusedLikeTheEdit(visitor, booking, { status: 409, messages: [API_MESSAGES.changesClosed] });
      const card = await api(app, visitor, 'POST', '/api/v1/booking/setup-intent', { termsAccepted: true });
      expect([card.statusCode, card.json()]).toEqual([409, { messages: [API_MESSAGES.changesClosed] }]);
      expect((await stateOf(booking.reference)).crew).toHaveLength(1);
    } finally {
      clock.set(real);
    }
  });

  it('a card Stripe confirms after the booking was cancelled: 409, nothing converts', async () => {
    const visitor = await customer(33);
    const intent = await api(app, visitor, 'POST', '/api/v1/booking/setup-intent', { termsAccepted: true });
    const id = String(intent.json().client_secret).split('_secret_')[0]!;
    expect((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);
    const cancelled = await api(app, visitor, 'POST', '/api/v1/booking/cancel');
    const before = await stateOf(cancelled.json().reference);
    stripe.updateSetupIntent(id, { status: 'succeeded', payment_method: 'pm_card_visa' });

    const verified = await api(app, visitor, 'POST', PAY_NOW_VERIFY_PATH, { setupIntentId: id });

    expect([verified.statusCode, verified.json().messages]).toEqual([409, [API_MESSAGES.bookingCancelled]]);
    expect(await stateOf(cancelled.json().reference)).toEqual(before);
    expect(before.row.conversionType).toBe('pay_later');
  });
});

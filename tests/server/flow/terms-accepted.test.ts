/**
 * The checkout's save stores `termsAccepted` with the time it was accepted, by the
 * server's clock (a client-sent time is dropped), and pay later is refused unless the stored booking has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { bookingByReference } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';
import { api, testApp, visit } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { createTestClock } from '../../support/test-clock';

const { termsAccepted: _accepted, termsAcceptedAt: _at, ...WITHOUT_TERMS } = COMPLETE_BOOKING;
const FORGED_TIME = '2020-01-01T00:00:00.000Z';
const NOT_ACCEPTED = { messages: ['Accept the terms to continue.'], step: 'checkout', path: '/book/checkout' };

describe.each(testDatabases)('the accepted terms ($name)', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const clock = createTestClock('2026-12-01T17:00:00.000Z');

  beforeAll(async () => {
    database = await open();
    app = testApp(database, { clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const stored = async (reference: unknown) => (await bookingByReference(database.db, reference)).data;

  it('stores the time the save first accepted them, keeps it, and clears it when unticked', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const save = async (booking: Record<string, unknown>) => {
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking });
      expect(response.statusCode).toBe(200);
      return response.json() as Record<string, unknown>;
    };
    const terms = (data: Record<string, unknown>) => [data.termsAccepted, data.termsAcceptedAt];

    const first = await save({ ...visitor.props.booking, ...WITHOUT_TERMS, termsAccepted: true, termsAcceptedAt: FORGED_TIME });
    clock.advance(60_000);
    const again = await save({ ...first, termsAccepted: true, termsAcceptedAt: FORGED_TIME });
    const { termsAccepted: _t, termsAcceptedAt: _a, ...otherStep } = again;
    const leftOut = await save(otherStep);
    const storedLeftOut = await stored(leftOut.reference);
    const unticked = await save({ ...leftOut, termsAccepted: false });

    expect([terms(first), terms(again), terms(leftOut)]).toEqual(Array(3).fill([true, '2026-12-01T17:00:00.000Z']));
    expect(terms(storedLeftOut)).toEqual([true, '2026-12-01T17:00:00.000Z']);
    expect(terms(unticked)).toEqual([false, undefined]);
  });

  it.each([
    ['never accepted', {}, 422],
    ['unticked', { termsAccepted: false }, 422],
    ['accepted by the checkout save', { termsAccepted: true }, 200],
  ])('pay later of a booking whose terms were %s', async (_case, terms, status) => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...WITHOUT_TERMS, ...terms } });
    expect(saved.statusCode).toBe(200);

    const response = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');

    expect(response.statusCode).toBe(status);
    if (status === 422) expect(response.json()).toEqual(NOT_ACCEPTED);
    else
      expect(response.json()).toMatchObject({
        conversionType: 'pay_later',
        termsAccepted: true,
        termsAcceptedAt: clock.now().toISOString(),
      });
  });
});

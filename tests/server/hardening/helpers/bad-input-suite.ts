/**
 * Runs the bad-input property (docs/DECISIONS.md, Hardening) against a list of /api/v1 routes: with a valid session and
 * CSRF token, every case must get a 4xx with `messages` (or, where the input happens to be acceptable, a 2xx
 * with a valid answer), never a 5xx; the stored booking must still satisfy schemas/booking.schema.json and
 * Object.prototype must be untouched. In-memory PGlite, inject, a local stand-in for Stripe's API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDatabase } from '../../../../server/db/app-database';
import { findCurrentBooking } from '../../../../server/db/booking-repository';
import { openDatabase } from '../../../../server/db/open-database';
import { toClientBooking } from '../../../../server/bookings/to-client-booking';
import { createStripePayments } from '../../../../server/payments/stripe/create-stripe-payments';
import { SESSION_COOKIE } from '../../../../server/sessions/session-cookie';
import { FakeStripeServer } from '../../payments/helpers/fake-stripe-server';
import { WEBHOOK_SECRET } from '../../payments/helpers/payments-test-app';
import { api, startBooking, testApp, type Visitor } from '../../helpers/test-app';
import { bookingErrors } from './booking-validator';
import type { Case } from './hostile-inputs';
import { testRecordConversion } from '../../helpers/test-outbox';

/** docs/DECISIONS.md, Hardening: at least 500 cases per route. */
export const NUM_RUNS = 500;

export interface BadInputRoute {
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  cases: fc.Arbitrary<Case>;
  /** A 2xx answer must look like this. */
  valid2xx: (body: unknown) => boolean;
  /** Outside the /api/v1 plugin: a signature, no session. */
  webhook?: boolean;
}

export const isBooking = (body: unknown) => bookingErrors(body).length === 0;

export function badInputSuite(suiteName: string, routes: BadInputRoute[]): void {
  let database: AppDatabase;
  let app: FastifyInstance;
  const fakeStripe = new FakeStripeServer();
  const figures: Array<{ route: string; cases: number; status4xx: number; status2xx: number; status5xx: number }> = [];
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await fakeStripe.start();
    const stripe = createStripePayments(
      { stripeSecretKey: 'sk_test_fuzz', stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: fakeStripe.url },
      database.db,
      testRecordConversion(database.db, { unlimitedCrews: true }),
    );
    app = testApp(database, {
      stripe,
      env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz' },
      // The fuzzer sends thousands of mutations from one session: the abuse limits are not what is tested here.
      rateLimits: { perSession: { max: 1_000_000, timeWindow: '1 minute' }, perAddress: { max: 1_000_000, timeWindow: '1 minute' } },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await fakeStripe.stop();
    await database?.close();
    const total = figures.reduce((sum, f) => ({ cases: sum.cases + f.cases, status5xx: sum.status5xx + f.status5xx }), {
      cases: 0,
      status5xx: 0,
    });
    console.log(`[${suiteName}] ${JSON.stringify(figures)}`);
    console.log(`[${suiteName}] inputs tried: ${total.cases}, 5xx seen: ${total.status5xx}`);
  });

  const sessionIdOf = (visitor: Visitor) => app.unsignCookie(decodeURIComponent(visitor.cookie.slice(`${SESSION_COOKIE}=`.length))).value!;

  async function storedBooking(visitor: Visitor): Promise<Record<string, unknown>> {
    const row = await findCurrentBooking(database.db, sessionIdOf(visitor), visitor.slug);
    if (!row) throw new Error('the visitor lost their booking');
    return toClientBooking(row);
  }

  function expectMessages(response: LightMyRequestResponse) {
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json() as { messages?: unknown };
    expect(
      Array.isArray(body.messages) && body.messages.length > 0 && body.messages.every((m) => typeof m === 'string' && m.length > 0),
    ).toBe(true);
  }

  describe.each(routes)('$name under arbitrary input', (route) => {
    it(`answers ${NUM_RUNS} hostile inputs with a 4xx and messages (or a valid 2xx), never a 5xx or an invalid stored booking`, async () => {
      const visitor = await startBooking(app, 'bayside-movers');
      const tally = { route: route.name, cases: 0, status4xx: 0, status2xx: 0, status5xx: 0 };
      figures.push(tally);

      await fc.assert(
        fc.asyncProperty(route.cases, async (testCase) => {
          const { payload, query } = testCase.build(await storedBooking(visitor));
          const url = query === undefined ? route.url : `${route.url}?${query}`;
          const response = route.webhook
            ? await app.inject({
                method: 'POST',
                url,
                headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
                ...(payload === undefined ? {} : { payload }),
              })
            : await api(app, visitor, route.method, url, payload);
          tally.cases++;
          const status = response.statusCode;
          if (status >= 500) tally.status5xx++;
          else if (status >= 400) tally.status4xx++;
          else tally.status2xx++;

          expect(status, `${testCase.label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (testCase.always4xx) expect(status, testCase.label).toBeGreaterThanOrEqual(400);
          if (status >= 400) expectMessages(response);
          else expect(route.valid2xx(response.json()), `${testCase.label}: ${response.body.slice(0, 300)}`).toBe(true);

          expect(bookingErrors(await storedBooking(visitor)), testCase.label).toEqual([]);
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: NUM_RUNS },
      );
      expect(tally.cases).toBeGreaterThanOrEqual(NUM_RUNS);
      expect(tally.status5xx).toBe(0);
    }, 120_000);
  });
}

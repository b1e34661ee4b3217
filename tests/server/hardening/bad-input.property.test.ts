/**
 * Bad input (issue 10, point 4): fast-check throws arbitrary JSON, huge strings, wrong types, prototype-pollution
 * keys and unicode at every /api/v1 route with a valid session and CSRF token. Always a 4xx with `messages` (or,
 * where the input happens to be acceptable, a 2xx with a valid answer), never a 5xx, never a stored booking that
 * breaks schemas/booking.schema.json, never a polluted Object.prototype. 500 cases per route, in-memory PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { findCurrentBooking } from '../../../server/db/booking-repository';
import { openDatabase } from '../../../server/db/open-database';
import { toClientBooking } from '../../../server/bookings/to-client-booking';
import { createStripePayments } from '../../../server/payments/stripe/create-stripe-payments';
import { SESSION_COOKIE } from '../../../server/sessions/session-cookie';
import { FakeStripeServer } from '../payments/helpers/fake-stripe-server';
import { WEBHOOK_SECRET } from '../payments/helpers/payments-test-app';
import { api, testApp, visit, type Visitor } from '../helpers/test-app';
import { BOOKING_SCHEMA, bookingErrors } from './helpers/booking-validator';

const NUM_RUNS = 500;
const FIELDS = Object.keys(BOOKING_SCHEMA.properties);

/** What a case sends, built from the visitor's current booking so near-valid cases carry the right id and revision. */
type Case = { label: string; build: (booking: Record<string, unknown>) => { payload?: string; query?: string }; always4xx: boolean };

// --- generators ---------------------------------------------------------------------------------------------
const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype');
/** Unicode of every plane, plus what databases and JSON tooling choke on: NUL, lone surrogates, BOM, RTL marks. */
const unicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ufeff', '\u202eevil', '👩‍🚀', 'e\u0301', '\\u0000', '%00', "'; drop table bookings; --"),
);
/** Over the 64 KiB body limit, or far over any field's maxLength. */
const huge = fc.constantFrom(3_000, 70_000, 300_000).map((n) => 'ÿ'.repeat(n));
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53, -1, 0, 1e21));
const anyJson = fc.jsonValue({ maxDepth: 3 });
const anyValue = fc.oneof(anyJson, unicode, number, huge, fc.constant(null), fc.boolean(), fc.array(unicode, { maxLength: 3 }));
const field = fc.constantFrom(...FIELDS);
/** A key the booking schema does not know: unicode, pollution keys, near misses. */
const unknownKey = fc.oneof(protoKey, unicode, fc.constantFrom('firstname', 'first_name', ' firstName', 'revision ')).filter((k) => !FIELDS.includes(k));

/** JSON text of `object` with one more raw member, so '__proto__' arrives as a key (JSON.stringify would drop it). */
function withRawMember(object: Record<string, unknown>, key: string, value: unknown): string {
  const text = JSON.stringify(object);
  const member = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
  return text === '{}' ? `{${member}}` : `${text.slice(0, -1)},${member}}`;
}

/** Bodies for a route whose body is `{ booking, ...extra }`. */
function bookingBodyCases(extra: Record<string, unknown> = {}): fc.Arbitrary<Case> {
  const wrap = (booking: Record<string, unknown>) => ({ booking, ...extra });
  /** The body as text around a booking given as text (which may hold a raw '__proto__' member). */
  const bodyWith = (bookingText: string) => `{"booking":${bookingText}${Object.entries(extra).map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`).join('')}}`;
  return fc.oneof(
    anyJson.map((value): Case => ({ label: 'arbitrary JSON', build: () => ({ payload: JSON.stringify(value) }), always4xx: true })),
    fc.tuple(field, anyValue).map(([name, value]): Case => ({
      label: `booking.${name} = arbitrary value`,
      build: (booking) => ({ payload: JSON.stringify(wrap({ ...booking, [name]: value })) }),
      // Whatever the value, the stored booking must stay valid; some values are simply acceptable.
      always4xx: typeof value === 'string' && value.length > 65_536,
    })),
    fc.tuple(unknownKey, anyValue).map(([key, value]): Case => ({
      label: `unknown booking key ${JSON.stringify(key)}`,
      build: (booking) => ({ payload: bodyWith(withRawMember(booking, key, value)) }),
      always4xx: true,
    })),
    fc.tuple(protoKey, anyJson).map(([key, value]): Case => ({
      label: `raw ${key} member in the booking`,
      build: (booking) => ({ payload: bodyWith(withRawMember(booking, key, key === 'constructor' ? { prototype: { polluted: value } } : { polluted: value })) }),
      always4xx: true,
    })),
    fc.tuple(protoKey, anyJson).map(([key, value]): Case => ({
      label: `raw ${key} member in the body`,
      build: (booking) => ({ payload: withRawMember(wrap(booking), key, { polluted: value }) }),
      always4xx: true,
    })),
    fc.tuple(unknownKey, anyValue).map(([key, value]): Case => ({
      label: 'unknown body key',
      build: (booking) => ({ payload: withRawMember(wrap(booking), key, value) }),
      always4xx: true,
    })),
    fc.oneof(anyJson.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)), fc.constant({})).map((value): Case => ({
      label: 'booking of the wrong type',
      build: () => ({ payload: JSON.stringify(wrap(value as Record<string, unknown>)) }),
      always4xx: true,
    })),
    fc.constantFrom('{', '{"booking":', 'nul', '"', '{"booking":{"id":1,}}', '\u0000', '[1,2', '{"a":1}garbage').map((text): Case => ({
      label: 'malformed JSON',
      build: () => ({ payload: text }),
      always4xx: true,
    })),
    huge.map((text): Case => ({ label: 'huge string body', build: () => ({ payload: JSON.stringify(text) }), always4xx: true })),
  );
}

/** Bodies for routes that take none: every non-empty body is refused. */
const anyBody: fc.Arbitrary<Case> = fc.oneof(
  anyJson.map((value): Case => ({ label: 'arbitrary JSON', build: () => ({ payload: JSON.stringify(value) }), always4xx: true })),
  fc.tuple(protoKey, anyJson).map(([key, value]): Case => ({ label: `raw ${key}`, build: () => ({ payload: withRawMember({}, key, { polluted: value }) }), always4xx: true })),
  fc.tuple(unknownKey, anyValue).map(([key, value]): Case => ({ label: 'unknown key', build: () => ({ payload: withRawMember({}, key, value) }), always4xx: true })),
  fc.constantFrom('{', 'nul', '"', '[1,', 'garbage').map((text): Case => ({ label: 'malformed JSON', build: () => ({ payload: text }), always4xx: true })),
  huge.map((text): Case => ({ label: 'huge string', build: () => ({ payload: JSON.stringify(text) }), always4xx: true })),
);

const setupIntentIdLike = fc.stringMatching(/^seti_[A-Za-z0-9_]{1,30}$/);
const verifyBodies: fc.Arbitrary<Case> = fc.oneof(
  anyBody,
  fc.oneof(anyValue, setupIntentIdLike).map((value): Case => ({ label: 'setupIntentId', build: () => ({ payload: JSON.stringify({ setupIntentId: value }) }), always4xx: true })),
  fc.tuple(protoKey, setupIntentIdLike).map(([key, id]): Case => ({ label: `setupIntentId + raw ${key}`, build: () => ({ payload: withRawMember({ setupIntentId: id }, key, { polluted: true }) }), always4xx: true })),
);

/** Query strings: the route's own parameter with hostile values, unknown and pollution parameters, broken escapes. */
function queryCases(param: string): fc.Arbitrary<Case> {
  const encode = (value: string) => Buffer.from(value, 'utf8').toString('latin1').replace(/[^A-Za-z0-9_.~-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
  return fc.oneof(
    fc.oneof(unicode, huge.map((s) => s.slice(0, 5000))).map((value): Case => ({ label: `${param}=unicode/huge`, build: () => ({ query: `${param}=${encode(value)}` }), always4xx: false })),
    fc.tuple(fc.oneof(protoKey, unknownKey), unicode).map(([key, value]): Case => ({ label: `extra parameter ${key}`, build: () => ({ query: `${param}=1&${encode(key)}=${encode(value)}` }), always4xx: true })),
    fc.constantFrom('%', '%E0%80', '%ZZ', `${param}[]=1&${param}[]=2`, `${param}[a]=1`, `${param}=%00`, '').map((raw): Case => ({ label: `raw query ${raw}`, build: () => ({ query: raw }), always4xx: false })),
  );
}

// --- the app ---------------------------------------------------------------------------------------------------
let database: AppDatabase;
let app: FastifyInstance;
const fakeStripe = new FakeStripeServer();
const figures: Array<{ route: string; cases: number; status4xx: number; status2xx: number; status5xx: number }> = [];
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await fakeStripe.start();
  const stripe = createStripePayments({ stripeSecretKey: 'sk_test_fuzz', stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: fakeStripe.url }, database.db);
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
  const total = figures.reduce((sum, f) => ({ cases: sum.cases + f.cases, status5xx: sum.status5xx + f.status5xx }), { cases: 0, status5xx: 0 });
  console.log(`[bad-input] ${JSON.stringify(figures)}`);
  console.log(`[bad-input] inputs tried: ${total.cases}, 5xx seen: ${total.status5xx}`);
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
  expect(Array.isArray(body.messages) && body.messages.length > 0 && body.messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
}

interface Route {
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  cases: fc.Arbitrary<Case>;
  /** A 2xx answer must look like this. */
  valid2xx: (body: unknown) => boolean;
  /** Outside the /api/v1 plugin: a signature, no session. */
  webhook?: boolean;
}

const isBooking = (body: unknown) => bookingErrors(body).length === 0;
const ROUTES: Route[] = [
  { name: 'PUT /api/v1/booking', method: 'PUT', url: '/api/v1/booking', cases: bookingBodyCases(), valid2xx: isBooking },
  {
    name: 'PUT /api/v1/booking/unserviceable',
    method: 'PUT',
    url: '/api/v1/booking/unserviceable',
    cases: fc.oneof(bookingBodyCases({ unserviceableReason: 'out_of_state_move' }), anyValue.chain((reason) => bookingBodyCases({ unserviceableReason: reason }))),
    valid2xx: isBooking,
  },
  { name: 'POST /api/v1/booking/pay-later', method: 'POST', url: '/api/v1/booking/pay-later', cases: anyBody, valid2xx: isBooking },
  { name: 'POST /api/v1/booking/setup-intent', method: 'POST', url: '/api/v1/booking/setup-intent', cases: anyBody, valid2xx: () => false },
  { name: 'POST /api/v1/booking/pay-now/verify', method: 'POST', url: '/api/v1/booking/pay-now/verify', cases: verifyBodies, valid2xx: isBooking },
  { name: 'POST /api/v1/suggested-location', method: 'POST', url: '/api/v1/suggested-location', cases: anyBody, valid2xx: () => false },
  {
    name: 'GET /api/v1/addresses/suggest',
    method: 'GET',
    url: '/api/v1/addresses/suggest',
    cases: queryCases('input'),
    valid2xx: (body) => Array.isArray((body as { suggestions?: unknown }).suggestions),
  },
  {
    name: 'GET /api/v1/addresses/resolve',
    method: 'GET',
    url: '/api/v1/addresses/resolve',
    cases: queryCases('id'),
    valid2xx: (body) => typeof (body as { address?: unknown }).address === 'string',
  },
  { name: 'POST /api/v1/stripe/webhook', method: 'POST', url: '/api/v1/stripe/webhook', cases: anyBody, valid2xx: () => false, webhook: true },
];

describe.each(ROUTES)('$name under arbitrary input', (route) => {
  it(`answers ${NUM_RUNS} hostile inputs with a 4xx and messages (or a valid 2xx), never a 5xx or an invalid stored booking`, async () => {
    const visitor = await visit(app, 'bayside-movers');
    const tally = { route: route.name, cases: 0, status4xx: 0, status2xx: 0, status5xx: 0 };
    figures.push(tally);

    await fc.assert(
      fc.asyncProperty(route.cases, async (testCase) => {
        const { payload, query } = testCase.build(await storedBooking(visitor));
        const url = query === undefined ? route.url : `${route.url}?${query}`;
        const response = route.webhook
          ? await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, ...(payload === undefined ? {} : { payload }) })
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

import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isNotNull } from 'drizzle-orm';
import { bookings } from '../../../server/db/schema';
import type { AppDatabase } from '../../../server/db/app-database';
import { testDatabases } from '../helpers/test-databases';
import { api, useTestApp, visit } from '../helpers/test-app';
import { COMPLETE_BOOKING, STEP_VALUES } from '../helpers/test-bookings';

const { conversionType: _unused, ...FINISHED } = { ...COMPLETE_BOOKING, conversionType: undefined };

/** [case, what the visitor saved (null: nothing), requested path under /partners/bayside-movers, where it lands (null: served, 200)]. */
const CASES: Array<[string, Record<string, unknown> | null, string, string | null]> = [
  ['a deep link to checkout with nothing entered', null, '/book/checkout', '/book'],
  ['the query string is kept', null, '/book/summary?utm_source=mail&checkout=true', '/book?utm_source=mail&checkout=true'],
  ['processing with nothing entered', null, '/book/processing?status=pay_later', '/book?status=pay_later'],
  ['the landing page itself', null, '/book', null],
  ['its alias', null, '/book/landing', null],
  ['a path the app shows as its 404 page', null, '/no/such/step', null],
  ['past the first unfinished step (services, after the contact)', STEP_VALUES.landing!, '/book/origin/address', '/book/services'],
  ['a step before the first unfinished one', { ...STEP_VALUES.landing, ...STEP_VALUES.services }, '/book/services', null],
  ['the first unfinished step', { ...STEP_VALUES.landing, ...STEP_VALUES.services }, '/book/move-date', null],
  ['checkout once every step before it is done', FINISHED, '/book/checkout', null],
  [
    'complete of a finished booking not converted, whatever status it names',
    FINISHED,
    '/book/complete?status=pay_later',
    '/book/checkout?status=pay_later',
  ],
  ['processing of a finished booking not converted', FINISHED, '/book/processing?status=pay_later', '/book/checkout?status=pay_later'],
  [
    "processing with the card provider's return (the page asks the server to check the card)",
    FINISHED,
    '/book/processing?setup_intent=seti_1&redirect_status=succeeded',
    null,
  ],
  ['a summary Edit link', FINISHED, '/book/origin/address?checkout=true', null],
  [
    'a percent-encoded step path is the step it decodes to',
    FINISHED,
    '/book/%63omplete?status=pay_later',
    '/book/checkout?status=pay_later',
  ],
  ['an encoded step path with nothing entered', null, '/book/%73ummary', '/book'],
];

describe.each(testDatabases)('GET /partners/:slug/* redirects past the first unfinished step ($name)', ({ open }) => {
  let app: FastifyInstance;
  let database: AppDatabase;

  useTestApp(open, (opened) => ({ app, database } = opened));

  it.each(CASES)('%s', async (_case, saved, requested, lands) => {
    const visitor = await visit(app, 'bayside-movers');
    if (saved)
      expect((await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...saved } })).statusCode).toBe(200);

    const response = await app.inject({ url: `/partners/bayside-movers${requested}`, headers: { cookie: visitor.cookie } });

    // No redirect: the page itself, 200 for a step and 404 for a path no step answers.
    const status = requested.startsWith('/no/such') ? 404 : 200;
    expect([response.statusCode, response.headers.location ?? null]).toEqual(
      lands === null ? [status, null] : [302, `/partners/bayside-movers${lands}`],
    );
    if (lands !== null) expect(response.headers['cache-control']).toBe('no-store');
    // A redirect books nothing: no booking is converted.
    expect(await database.db.select().from(bookings).where(isNotNull(bookings.conversionType))).toEqual([]);
  });
});

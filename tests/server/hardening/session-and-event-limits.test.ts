/**
 * one address cannot create sessions and events without limit, nor restart bookings
 * thousands of times. New sessions and events are counted per address (lowered here so the test stays short);
 * restarts use their real limit (10 a minute per session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { RESET_RATE_LIMITS } from '../../../server/routes/reset-booking-routes';
import { api, testApp, visit, type Visitor } from '../helpers/test-app';

const PLENTY = { max: 1000, timeWindow: '1 minute' };
const LIMITS = {
  perSession: PLENTY,
  perAddress: PLENTY,
  newSessionsPerAddress: { max: 3, timeWindow: '10 minutes' },
  eventsPerAddress: { max: 10, timeWindow: '1 hour' },
};

let database: AppDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = testApp(database, { rateLimits: LIMITS });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const save = (visitor: Visitor, firstName: string) =>
  api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName } });

describe('limits per client address', () => {
  it('stops new sessions past their limit, then events past theirs, with 429 and messages', async () => {
    const visitors = await Promise.all(Array.from({ length: 4 }, () => visit(app, 'bayside-movers')));
    const firstSaves = [];
    for (const visitor of visitors) firstSaves.push(await save(visitor, 'First'));
    expect(firstSaves.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(firstSaves[3]!.json()).toEqual({ messages: [expect.stringContaining('Too many requests')] });
    expect(firstSaves[3]!.headers['retry-after']).toBeDefined();

    // Four events so far (the refused first save counted as an attempt); six more are allowed, then none.
    let visitor: Visitor = { ...visitors[0]!, props: { ...visitors[0]!.props, booking: firstSaves[0]!.json() } };
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const response = await save(visitor, `Again${n}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 200) visitor = { ...visitor, props: { ...visitor.props, booking: response.json() } };
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('answers restarts past the limit with a 429 page', async () => {
    const visitor = await visit(app, 'summit-moving');
    const statuses: number[] = [];
    for (let n = 0; n <= RESET_RATE_LIMITS.perSession.max; n += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/partners/summit-moving/reset',
        headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `_csrf=${encodeURIComponent(visitor.csrf)}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(statuses).toEqual([...Array<number>(RESET_RATE_LIMITS.perSession.max).fill(303), 429]);
  });
});

/**
 * the event log must not grow with what a client sends. The server computes the estimate and
 * its sections itself and drops the client's; an event records what changed, not the body; and events older
 * than the retention (EVENT_RETENTION_DAYS, 90 days by default) are purged by the server's clock.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { listBookingEvents } from '../../../server/db/booking-repository';
import { openDatabase } from '../../../server/db/open-database';
import { DEFAULT_EVENT_RETENTION_DAYS, purgeOldEvents } from '../../../server/db/purge-old-events';
import { createTestClock } from '../../support/test-clock';
import { bookingIdOf } from '../helpers/booking-by-reference';
import { api, startBooking, testApp, type Visitor } from '../helpers/test-app';

const SAVES = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** About 57 KB of price breakdown a client made up: random labels, so compression cannot hide it. */
function hugePricingSections() {
  const lineItems = Array.from({ length: 320 }, (_, n) => ({ slug: `item-${n}`, label: randomBytes(100).toString('base64'), amount: n }));
  return [{ type: 'labor', title: 'Made up', line_items: lineItems }];
}

let database: AppDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  // A hundred saves in a few seconds: far over the per-session limit, which is not what this measures.
  const plenty = { max: 10_000, timeWindow: '1 minute' };
  app = testApp(database, { rateLimits: { perSession: plenty, perAddress: plenty } });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const databaseBytes = async () => {
  const result = await database.db.execute<{ bytes: string }>(sql`select pg_database_size(current_database())::text as bytes`);
  return Number((result as unknown as { rows: Array<{ bytes: string }> }).rows[0]!.bytes);
};

describe('the event log', () => {
  it(`grows by less than 1 MB over ${SAVES} saves that each carry a 57 KB pricingSections`, async () => {
    const pricingSections = hugePricingSections();
    expect(JSON.stringify(pricingSections).length).toBeGreaterThan(57_000);
    let visitor: Visitor = await startBooking(app, 'bayside-movers');
    await database.db.execute(sql`checkpoint`);
    const before = await databaseBytes();
    for (let save = 0; save < SAVES; save += 1) {
      const booking = { ...visitor.props.booking, firstName: `Ann${save}`, estimate: 1, pricingSections, currentStep: 'landing' };
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking });
      expect(response.statusCode).toBe(200);
      visitor = { ...visitor, props: { ...visitor.props, booking: response.json() } };
    }
    await database.db.execute(sql`checkpoint`);
    expect((await databaseBytes()) - before).toBeLessThan(1024 * 1024);

    // The client's sections are nowhere: not in the booking, not in the log; each event holds what changed.
    expect(JSON.stringify(visitor.props.booking)).not.toContain('Made up');
    const events = await listBookingEvents(database.db, await bookingIdOf(database.db, visitor.props.booking.reference));
    expect(JSON.stringify(events)).not.toContain('Made up');
    // A landing save also records the consent shown then (server/consent/with-consent.ts): its time changes each save.
    expect(events.at(-1)!.payload).toEqual({
      currentStep: 'landing',
      changed: { firstName: `Ann${SAVES - 1}`, consent: expect.objectContaining({ contact: expect.objectContaining({ agreed: true }) }) },
    });
  }, 120_000);

  it(`keeps events for ${DEFAULT_EVENT_RETENTION_DAYS} days by the server's clock, then purges them`, async () => {
    const visitor = await startBooking(app, 'summit-moving');
    const id = await bookingIdOf(database.db, visitor.props.booking.reference);
    const count = async () => (await listBookingEvents(database.db, id)).length;
    const clock = createTestClock(new Date());
    clock.advance((DEFAULT_EVENT_RETENTION_DAYS - 1) * DAY_MS);
    await purgeOldEvents(database.db, clock.now(), DEFAULT_EVENT_RETENTION_DAYS);
    expect(await count()).toBe(1);
    clock.advance(2 * DAY_MS);
    expect(await purgeOldEvents(database.db, clock.now(), DEFAULT_EVENT_RETENTION_DAYS)).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
  });
});

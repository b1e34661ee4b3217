import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../server/db/app-database';
import { testDatabases } from './helpers/test-databases';
import { testApp } from './helpers/test-app';

/** The first row of a raw query, whichever driver answered (node-postgres and PGlite both give `rows`). */
const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];

describe.each(testDatabases)('health checks on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = testApp(database);
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('GET /healthz says the process runs', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz probes a save and leaves nothing behind: no row, no Booking ID taken', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const counts = await database.db.execute(
      sql`select (select count(*) from sessions)::int as sessions, (select count(*) from bookings)::int as bookings, (select count(*) from booking_events)::int as events`,
    );
    expect(firstRow(counts)).toEqual({ sessions: 0, bookings: 0, events: 0 });
    expect(firstRow(await database.db.execute(sql`select nextval('bookings_id_seq')::int as id`))).toEqual({ id: 1 });
  });

  it.each([
    ['the bookings table is missing', 'alter table bookings rename to bookings_moved', 'alter table bookings_moved rename to bookings'],
    [
      'the event log has lost a column',
      'alter table booking_events rename column payload to payload_moved',
      'alter table booking_events rename column payload_moved to payload',
    ],
    [
      'the sessions table refuses writes',
      'alter table sessions add constraint refuse_writes check (false) not valid',
      'alter table sessions drop constraint refuse_writes',
    ],
  ])('GET /readyz answers 503 while saves would fail (%s), and 200 again once repaired', async (_case, damage, repair) => {
    await database.db.execute(sql.raw(damage));
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toHaveProperty('messages');
    } finally {
      await database.db.execute(sql.raw(repair));
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('GET /readyz answers 503 with messages once the database is gone, while /healthz stays up', async () => {
    await database.close();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ messages: ['We cannot reach our database right now. Please try again in a moment.'] });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../server/db/app-database';
import { openDatabase } from '../../server/db/open-database';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from './helpers/test-databases';
import { api, startBooking, testApp, visit } from './helpers/test-app';
import { COMPLETE_BOOKING } from './helpers/test-bookings';

// Sessions live in the database, so a load balancer may send each request to any process (DEPLOY.md).
describe.skipIf(!TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let shared: SharedPostgres;
  const databases: AppDatabase[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    // Started together, as after a deploy: the migration lock lets exactly one of them migrate.
    databases.push(...(await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: shared.url })))));
    // Small limits, to show which count in each process and which count together (server/security/rate-limit-placement.ts).
    const rateLimits = {
      perSession: { max: 4, timeWindow: '1 minute' },
      perAddress: { max: 1000, timeWindow: '1 minute' },
      newSessionsPerAddress: { max: 4, timeWindow: '10 minutes' },
    };
    first = testApp(databases[0]!, { rateLimits });
    second = testApp(databases[1]!, { rateLimits });
    await Promise.all([first.ready(), second.ready()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await Promise.all(databases.map((database) => database.close()));
    await shared?.drop();
  });

  it('serves a session started on one instance from the other', async () => {
    const visitor = await visit(first, 'bayside-movers');

    const saved = await api(second, visitor, 'PUT', '/api/v1/booking', {
      booking: { ...visitor.props.booking, ...COMPLETE_BOOKING, firstName: 'Ada' },
    });
    expect(saved.statusCode).toBe(200);
    // The first save creates the booking (a page load stores nothing).
    expect(saved.json()).toMatchObject({ reference: expect.any(String), revision: 1, firstName: 'Ada' });

    const onSecond = await visit(second, 'bayside-movers', visitor.cookie);
    expect(onSecond.csrf).toBe(visitor.csrf);
    expect(onSecond.props.booking).toEqual(saved.json());

    // The revision check holds across instances: the first cannot overwrite the second's save.
    const stale = await api(first, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Old' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().booking).toEqual(saved.json());

    const converted = await api(first, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.json()).toMatchObject({ revision: 2, conversionType: 'pay_later', firstName: 'Ada' });
  });

  it("counts a session's mutations per minute in each process: no query on a save", async () => {
    // A stored session (the second new session from this address): an unstored one's mutations count as new sessions.
    const visitor = await startBooking(first, 'bayside-movers');
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode);
    }
    // Six mutations of one session under a limit of 4: each instance counted only its own (the first also the
    // first save). The empty booking cannot convert: 422.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422]);
    expect((await api(second, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(422);
    expect((await api(first, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(429);
  });

  it('counts new sessions per address together across instances', async () => {
    // The tests above stored two new sessions from this address; two more are allowed on either instance, then none.
    const statuses: number[] = [];
    for (const app of [second, first, second]) {
      const visitor = await visit(app, 'bayside-movers');
      statuses.push((await api(app, visitor, 'PUT', '/api/v1/booking', { booking: visitor.props.booking })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

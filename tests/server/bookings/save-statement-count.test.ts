/**
 * What a plain save costs the database on PostgreSQL (docs/PERFORMANCE.md's budget: at most 4 statements): a booking filled up to
 * checkout (a move date and time, so its day is judged and its hold read) with no conversion, saved again at its current
 * revision with one answer changed, counted on the wire by a proxy in front of
 * the server (../helpers/statement-counter.ts). Rate limits on a save count in the process's memory and send
 * nothing (server/security/rate-limit-placement.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';
import { startStatementCounter, type CountedStatements, type StatementCounter } from '../helpers/statement-counter';
import { api, startBooking, testApp } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';

describe.skipIf(!TEST_DATABASE_URL)('the statements of a plain save on PostgreSQL', () => {
  let shared: SharedPostgres;
  let counter: StatementCounter;
  let database: AppDatabase;
  let app: FastifyInstance;
  let save: CountedStatements;
  let firstSave: CountedStatements;

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    counter = await startStatementCounter(shared.url);
    database = await openDatabase({ kind: 'postgres', url: counter.url });
    app = testApp(database);
    await app.ready();
    const first = await counter.during(() => startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING));
    firstSave = first;
    const visitor = first.result;
    save = await counter.during(async () => {
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, bedrooms: 3 } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ revision: visitor.props.booking.revision + 1 });
      return response;
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await counter?.close();
    await shared?.drop();
  });

  it('counts the statements on the wire', () => {
    // The counter sees the save at all: a save with no statement would be a broken counter, not a fast save.
    expect(save.statements.some((statement) => /update "bookings"|bookings/i.test(statement))).toBe(true);
    expect(save.roundTrips).toBeGreaterThanOrEqual(1);
  });

  it('spends no statement on rate limits, and only the first save of a visitor counts one shared limit', () => {
    expect(save.statements.filter((statement) => statement.includes('rate_limit_counters'))).toEqual([]);
    // The new visitor's first save: the new-sessions limit, shared by every process (expired rows are the rate-limit
    // sweep job's).
    const firstSaveCounts = firstSave.statements.filter((statement) => statement.startsWith('insert into "rate_limit_counters"'));
    expect(firstSaveCounts).toHaveLength(1);
  });

  it('sends at most 4 statements', () => {
    expect(save.statements.length, save.statements.join('\n')).toBeLessThanOrEqual(4);
  });

  // What it sends today, so a statement that creeps back fails here: the save alone, which also logs the event, frees a
  // hold of another slot and reads the one it keeps (server/db/booking-repository.ts). The session is known to the
  // process since the first save, and the day is judged by the calendar's shared counts (server/capacity/partner-availability.ts),
  // read again when their few seconds lapse: at most one more statement on a slow machine.
  it('sends the save alone, or with the day re-read', () => {
    const others = save.statements.filter((statement) => !statement.startsWith('with "previous"'));
    expect(
      others.every((statement) => statement.includes('from "crew_claims"')),
      others.join('\n'),
    ).toBe(true);
    expect(save.statements.length, save.statements.join('\n')).toBeLessThanOrEqual(2);
  });
});

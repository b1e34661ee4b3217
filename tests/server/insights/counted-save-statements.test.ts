/**
 * A save that moves the visit in the partner's insights costs no statement more (docs/PERFORMANCE.md's budget: at most
 * 4): the counts are CTEs of the save's own statement (server/db/insights-save-ctes.ts). Counted on the wire on
 * PostgreSQL, as tests/server/bookings/save-statement-count.test.ts counts a plain save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { insightsCounts } from '../../../server/db/insights-tables';
import { insightsCountsWeekly } from '../../../server/db/insights-weekly-table';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';
import { startStatementCounter, type CountedStatements, type StatementCounter } from '../helpers/statement-counter';
import { api, testApp, visit } from '../helpers/test-app';
import { STEP_VALUES } from '../helpers/test-bookings';

describe.skipIf(!TEST_DATABASE_URL)('the statements of a save that moves the visit, on PostgreSQL', () => {
  let shared: SharedPostgres;
  let counter: StatementCounter;
  let database: AppDatabase;
  let app: FastifyInstance;
  let save: CountedStatements;
  let moves: number;
  let weeklyMoves: number;

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    counter = await startStatementCounter(shared.url);
    database = await openDatabase({ kind: 'postgres', url: counter.url });
    app = testApp(database);
    await app.ready();
    const visitor = await visit(app, 'bayside-movers');
    const first = await api(app, visitor, 'PUT', '/api/v1/booking', {
      booking: { ...visitor.props.booking, ...STEP_VALUES.landing, currentStep: 'landing' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const counted = async (table: typeof insightsCounts | typeof insightsCountsWeekly = insightsCounts) => {
      const [row] = await database.db
        .select({ visits: sql<number>`coalesce(sum(${table.visits}), 0)::int` })
        .from(table)
        .where(ne(table.step, '(start)'));
      return Number(row?.visits);
    };
    const before = await counted();
    const weeklyBefore = await counted(insightsCountsWeekly);
    save = await counter.during(async () => {
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', {
        booking: { ...first.json(), ...STEP_VALUES.landing, ...STEP_VALUES.services, currentStep: 'services' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    });
    moves = (await counted()) - before;
    weeklyMoves = (await counted(insightsCountsWeekly)) - weeklyBefore;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await counter?.close();
    await shared?.drop();
  });

  it('counts the move (and the change of cut its service type makes) in the save', () => {
    // services → moveDate, and the visit's service type set: (recut) out and in.
    expect(moves).toBe(3);
    // The database's trigger adds them to the week's sums inside the same statement (drizzle/0013).
    expect(weeklyMoves).toBe(3);
  });

  it('sends at most 4 statements, the counts inside the save', () => {
    expect(save.statements.length, save.statements.join('\n')).toBeLessThanOrEqual(4);
    expect(save.statements.filter((statement) => statement.includes('insights_counts'))).toHaveLength(1);
    expect(save.statements.filter((statement) => statement.includes('insights_counts_weekly'))).toHaveLength(0);
    expect(save.statements.find((statement) => statement.includes('insights_counts'))).toMatch(/^with "previous"/);
  });
});

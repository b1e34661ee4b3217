/**
 * A save that moves the visit in the partner's insights costs no statement more (docs/PERFORMANCE.md's budget: at most
 * 4): its moves are appended by CTEs of the save's own statement (server/db/insights-save-ctes.ts), and the insights
 * fold adds them to the daily and weekly counts later (server/insights/fold-insight-moves.ts). Counted on the wire on
 * PostgreSQL, as tests/server/bookings/save-statement-count.test.ts counts a plain save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { insightsCounts } from '../../../server/db/insights-tables';
import { insightsMoves } from '../../../server/db/insights-moves-table';
import { insightsCountsWeekly } from '../../../server/db/insights-weekly-table';
import { foldInsightMoves } from '../../../server/insights/fold-insight-moves';
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
  let appended: number;
  let foldedDays: number;
  let foldedWeeks: number;

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
    // Whatever the first page and save appended, folded before the save measured.
    await foldInsightMoves(database.db);
    const counted = async (table: typeof insightsCounts | typeof insightsCountsWeekly | typeof insightsMoves) => {
      const [row] = await database.db
        .select({ visits: sql<number>`coalesce(sum(${table.visits}), 0)::int` })
        .from(table)
        .where(ne(table.step, '(start)'));
      return Number(row?.visits);
    };
    const before = await counted(insightsCounts);
    const weeklyBefore = await counted(insightsCountsWeekly);
    save = await counter.during(async () => {
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', {
        booking: { ...first.json(), ...STEP_VALUES.landing, ...STEP_VALUES.services, currentStep: 'services' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    });
    appended = await counted(insightsMoves);
    expect(await counted(insightsCounts)).toBe(before);
    expect(await foldInsightMoves(database.db)).toBe(appended);
    foldedDays = (await counted(insightsCounts)) - before;
    foldedWeeks = (await counted(insightsCountsWeekly)) - weeklyBefore;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await counter?.close();
    await shared?.drop();
  });

  it('appends the move (and the change of cut its service type makes) in the save, which the fold adds to the day and the week', () => {
    // services → moveDate, and the visit's service type set: (recut) out and in.
    expect(appended).toBe(3);
    expect(foldedDays).toBe(3);
    expect(foldedWeeks).toBe(3);
  });

  it('sends at most 4 statements, the counts inside the save', () => {
    expect(save.statements.length, save.statements.join('\n')).toBeLessThanOrEqual(4);
    expect(save.statements.filter((statement) => statement.includes('insights_moves'))).toHaveLength(1);
    expect(save.statements.filter((statement) => statement.includes('insights_counts'))).toHaveLength(0);
    expect(save.statements.find((statement) => statement.includes('insights_moves'))).toMatch(/^with "previous"/);
  });
});

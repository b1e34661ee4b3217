/**
 * The `PUT /api/v1/booking` table of `npm run bench` and `npm run bench:api`: each database's most saves a second beside
 * its budget and, when pgbench was measured in the same run, as a ratio of its tps beside that budget; the paced run's
 * p99 beside its budget.
 */
import type { ApiRun } from './api-run';
import { apiBudgetMisses, apiBudgetsOf, BUDGETS, LEAST_HELD_RATE, type ApiDatabase } from './budgets';
import { atLeast, atMost, ms, NO_BUDGET, printTable, type Row } from './print-table';

export type ApiRuns = Partial<Record<ApiDatabase, { max: ApiRun; atRate: ApiRun }>>;

function rowsOf(database: ApiDatabase, runs: { max: ApiRun; atRate: ApiRun }, tps: number | undefined): Row[] {
  const { name, leastMaxRate, leastPgbenchRatio } = apiBudgetsOf(database);
  const tail = (r: ApiRun) => [ms(r.p50Ms), ms(r.p90Ms), ms(r.p99Ms)];
  const { max, atRate } = runs;
  return [
    [
      `${name}, max`,
      max.requestsPerSecond.toFixed(0),
      atLeast(leastMaxRate),
      tps ? (max.requestsPerSecond / tps).toFixed(2) : 'no pgbench',
      atLeast(leastPgbenchRatio),
      ...tail(max),
      NO_BUDGET,
      max.non2xx,
      max.errors + max.timeouts,
    ],
    [
      `${name}, ${BUDGETS.apiRate} req/s`,
      atRate.requestsPerSecond.toFixed(0),
      atLeast(LEAST_HELD_RATE),
      '-',
      NO_BUDGET,
      ...tail(atRate),
      atMost(`${BUDGETS.apiP99Ms} ms`),
      atRate.non2xx,
      atRate.errors + atRate.timeouts,
    ],
  ];
}

const DATABASES: ApiDatabase[] = ['embedded', 'postgres'];

/** Prints the table (`tps`: pgbench -N's on the same PostgreSQL in this run, if measured); returns the budgets missed. */
export function reportApi(api: ApiRuns, tps: number | undefined): string[] {
  const measured = DATABASES.flatMap((database) => {
    const runs = api[database];
    return runs ? [{ database, runs }] : [];
  });
  printTable(
    `PUT /api/v1/booking (50 visitors: autocannon as fast as answers come, then paced at ${BUDGETS.apiRate} req/s)` +
      (tps ? `; pgbench -N on the same PostgreSQL right after: ${tps.toFixed(0)} tps` : '; pgbench not measured'),
    [
      ['database, load', 'req/s (2xx)', 'budget', 'of pgbench', 'budget', 'p50', 'p90', 'p99', 'p99 budget', 'non-2xx', 'errors'],
      ...measured.flatMap(({ database, runs }) => rowsOf(database, runs, tps)),
    ],
  );
  return measured.flatMap(({ database, runs }) => apiBudgetMisses(database, runs, tps));
}

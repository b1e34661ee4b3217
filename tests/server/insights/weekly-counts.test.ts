/**
 * The weekly sums always equal the daily counts they sum (server/db/insights-weekly-table.ts): the database's trigger
 * follows every insert, upsert and delete of a daily count, and a report read from whole weeks and loose days
 * (server/insights/read-insight-rows.ts) gives the same rows as summing the days themselves, over any span.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '../../../core/capacity/calendar-date';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { AppDatabase } from '../../../server/db/app-database';
import { ADD_TO_CELL, COUNT_COLUMNS } from '../../../server/db/counts-upsert-sql';
import { openDatabase } from '../../../server/db/open-database';
import { readInsightRows } from '../../../server/insights/read-insight-rows';

const SLUG = 'bayside-movers';
const FIRST_DAY = '2026-09-03';
const DAYS = 40;
// The flow's first three steps and the edges between them: a start, two moves on and a conversion.
const [FIRST = '', SECOND = '', THIRD = ''] = funnelDefinition.flow.steps;
const STEPS = [
  ['(start)', FIRST],
  [FIRST, SECOND],
  [SECOND, THIRD],
  [THIRD, '(convert)'],
] as const;

/** A fixed sequence of numbers in [0, 1) (mulberry32), so a failure repeats. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the weekly sums of the insights counts', () => {
  let database: AppDatabase;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    const random = seeded(48);
    // Counts as saves write them: one visit at a time, many landing on a cell already counted (the upsert adds).
    for (let n = 0; n < 300; n += 1) {
      const [step, edge] = STEPS[Math.floor(random() * STEPS.length)]!;
      const day = addDays(FIRST_DAY, Math.floor(random() * DAYS));
      const source = random() < 0.5 ? 'direct' : 'click:google';
      const conversion = edge === '(convert)' ? 'pay_later' : 'none';
      const bucket = Math.floor(random() * 3);
      await database.db.execute(
        sql`insert into ${COUNT_COLUMNS} values (${SLUG}, ${day}::date, ${step}, ${edge}, ${source}, 'phone', 'none', 'no date', ${conversion}, ${bucket}, ${1 + Math.floor(random() * 3)}) ${ADD_TO_CELL}`,
      );
    }
    // A day deleted (as the purge does) and a cell changed in place.
    await database.db.execute(sql`delete from insights_counts where day = ${addDays(FIRST_DAY, 9)}::date`);
    await database.db.execute(sql`update insights_counts set visits = visits + 10 where day = ${addDays(FIRST_DAY, 20)}::date`);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('equal the daily counts summed by week, cell by cell', async () => {
    const cells = 'partner_slug, step, edge, source, device, service, day_price, conversion, seconds_bucket';
    const byWeekFromDays = rowsOf(
      await database.db.execute(
        sql.raw(
          `select ${cells}, insights_week_of(day)::text as week, sum(visits)::int as visits from insights_counts group by ${cells}, insights_week_of(day) having sum(visits) <> 0 order by week, ${cells}`,
        ),
      ),
    );
    const weekly = rowsOf(
      await database.db.execute(
        sql.raw(`select ${cells}, week::text as week, visits from insights_counts_weekly where visits <> 0 order by week, ${cells}`),
      ),
    );
    expect(byWeekFromDays.length).toBeGreaterThan(20);
    expect(weekly).toEqual(byWeekFromDays);
    const mondays = rowsOf(
      await database.db.execute(sql`select distinct extract(isodow from week)::int as day from insights_counts_weekly`),
    );
    expect(mondays).toEqual([{ day: 1 }]);
  });

  it('give a report of any span the rows of its days', async () => {
    const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
    for (const [start, length] of [
      [0, 40],
      [1, 30],
      [4, 7],
      [5, 14],
      [10, 3],
      [12, 20],
    ] as const) {
      const from = addDays(FIRST_DAY, start);
      const to = addDays(from, length - 1);
      const fromDays = rowsOf(
        await database.db.execute(
          sql`select step, edge, source, device, service, day_price as "dayPrice", conversion, seconds_bucket as bucket, sum(visits)::int as visits
            from insights_counts where partner_slug = ${SLUG} and day between ${from}::date and ${to}::date
            group by step, edge, source, device, service, day_price, conversion, seconds_bucket`,
        ),
      );
      const read = await readInsightRows(database.db, SLUG, from, to);
      expect(read.length, `${from}..${to}`).toBeGreaterThan(0);
      expect(sorted(read), `${from}..${to}`).toEqual(sorted(fromDays));
    }
  });
});

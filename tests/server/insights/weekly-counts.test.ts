/**
 * The insights fold (server/insights/fold-insight-moves.ts) adds every appended move to its day and its week, once: after
 * any number of folds, with moves left unfolded after the last, a report of any span (server/insights/read-insight-rows.ts:
 * whole weeks, loose days and the moves not yet folded) gives exactly the moves appended on its days, and the weekly sums
 * equal the daily counts they sum; the retention purge keeps them equal when it deletes days in the middle of a week.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '../../../core/capacity/calendar-date';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { AppDatabase } from '../../../server/db/app-database';
import { MOVE_COLUMNS } from '../../../server/db/insight-moves-sql';
import { openDatabase } from '../../../server/db/open-database';
import { foldInsightMoves } from '../../../server/insights/fold-insight-moves';
import { purgeOldInsights } from '../../../server/insights/purge-old-insights';
import { readInsightRows } from '../../../server/insights/read-insight-rows';
import { testPartners } from '../helpers/test-app';

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

interface Move {
  day: string;
  key: string;
  visits: number;
}

const CELLS = 'partner_slug, step, edge, source, device, service, day_price, conversion, seconds_bucket';

describe('the insights fold, the daily counts and their weekly sums', () => {
  let database: AppDatabase;
  const appended: Move[] = [];
  let folded = 0;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const count = async (table: string) =>
    Number(rowsOf(await database.db.execute(sql.raw(`select coalesce(sum(visits), 0)::int as n from ${table}`)))[0]?.n);

  /** The weekly sums as stored, and the daily counts summed by week: equal, cell by cell. */
  const weeksAndDays = async () => {
    const fromDays = rowsOf(
      await database.db.execute(
        sql.raw(
          `select ${CELLS}, insights_week_of(day)::text as week, sum(visits)::int as visits from insights_counts group by ${CELLS}, insights_week_of(day) having sum(visits) <> 0 order by week, ${CELLS}`,
        ),
      ),
    );
    const weekly = rowsOf(
      await database.db.execute(
        sql.raw(`select ${CELLS}, week::text as week, visits from insights_counts_weekly where visits <> 0 order by week, ${CELLS}`),
      ),
    );
    return { fromDays, weekly };
  };

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    const random = seeded(48);
    // Moves as saves append them, one at a time, many on a cell already counted; a fold now and then, and moves left
    // unfolded after the last one.
    for (let n = 0; n < 300; n += 1) {
      const [step, edge] = STEPS[Math.floor(random() * STEPS.length)]!;
      const day = addDays(FIRST_DAY, Math.floor(random() * DAYS));
      const source = random() < 0.5 ? 'direct' : 'click:google';
      const conversion = edge === '(convert)' ? 'pay_later' : 'none';
      const bucket = Math.floor(random() * 3);
      const visits = 1 + Math.floor(random() * 3);
      await database.db.execute(
        sql`insert into ${MOVE_COLUMNS} values (${SLUG}, ${day}::date, ${step}, ${edge}, ${source}, 'phone', 'none', 'no date', ${conversion}, ${bucket}, ${visits})`,
      );
      appended.push({ day, key: [step, edge, source, 'phone', 'none', 'no date', conversion, bucket].join('|'), visits });
      if (n % 37 === 36) folded += await foldInsightMoves(database.db);
    }
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('folds each move once, and leaves the moves appended after the last fold for the next', async () => {
    expect(folded).toBe(296);
    const total = appended.reduce((sum, move) => sum + move.visits, 0);
    const tail = appended.slice(296).reduce((sum, move) => sum + move.visits, 0);
    expect(await count('insights_moves')).toBe(tail);
    expect((await count('insights_counts')) + tail).toBe(total);
    expect(await count('insights_counts_weekly')).toBe(total - tail);
  });

  it('give a report of any span exactly the moves appended on its days, folded or not', async () => {
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
      const expected = new Map<string, number>();
      for (const move of appended)
        if (move.day >= from && move.day <= to) expected.set(move.key, (expected.get(move.key) ?? 0) + move.visits);
      const read = new Map<string, number>();
      for (const row of await readInsightRows(database.db, SLUG, from, to)) {
        const key = [row.step, row.edge, row.source, row.device, row.service, row.dayPrice, row.conversion, row.bucket].join('|');
        read.set(key, (read.get(key) ?? 0) + row.visits);
      }
      expect(read.size, `${from}..${to}`).toBeGreaterThan(0);
      expect(Object.fromEntries([...read].sort()), `${from}..${to}`).toEqual(Object.fromEntries([...expected].sort()));
    }
  });

  it('keep the weekly sums equal to the daily counts by week, after folds and after a purge in the middle of a week', async () => {
    folded += await foldInsightMoves(database.db);
    expect(folded).toBe(300);
    expect(await count('insights_moves')).toBe(0);
    const folds = await weeksAndDays();
    expect(folds.fromDays.length).toBeGreaterThan(20);
    expect(folds.weekly).toEqual(folds.fromDays);
    const mondays = rowsOf(
      await database.db.execute(sql`select distinct extract(isodow from week)::int as day from insights_counts_weekly`),
    );
    expect(mondays).toEqual([{ day: 1 }]);

    // 13 months before 2027-10-10 (the partner's today): 2026-09-10, a Thursday, with counts on its week's first days.
    expect(appended.some((move) => move.day >= '2026-09-07' && move.day < '2026-09-10')).toBe(true);
    const partners = testPartners().filter((partner) => partner.slug === SLUG);
    expect(await purgeOldInsights(database.db, partners, new Date('2027-10-10T20:00:00Z'))).toBeGreaterThan(0);
    const purged = await weeksAndDays();
    expect(purged.weekly).toEqual(purged.fromDays);
    const left = rowsOf(await database.db.execute(sql`select min(day)::text as first from insights_counts`));
    expect(String(left[0]?.first) >= '2026-09-10').toBe(true);
  });
});

/**
 * A partner's counts of a span of days, summed over the days (core/insights/insight-row.ts). The database does the
 * summing, and reads each whole week of the span from the weekly sums (server/db/insights-weekly-table.ts) and only the
 * days around them from the daily counts (core/insights/report-spans.ts): a 90-day report reads about a fifth of the
 * rows the days hold (docs/PERFORMANCE.md, "Insights report"). The moves not yet folded into the counts
 * (server/db/insights-moves-table.ts) are read beside them, in the same statement as the counts: a fold moves a move
 * from one to the other in one statement, so the report sees each move once and stays exact between folds.
 */
import { and, between, eq, or, sql } from 'drizzle-orm';
import type { InsightRow } from '../../core/insights/insight-row';
import { reportSpans } from '../../core/insights/report-spans';
import type { AppDb } from '../db/app-database';
import { insightsCounts as daily } from '../db/insights-tables';
import { insightsMoves as moves } from '../db/insights-moves-table';
import { insightsCountsWeekly as weekly } from '../db/insights-weekly-table';

const cellOf = (counts: typeof daily | typeof weekly | typeof moves) => ({
  step: counts.step,
  edge: counts.edge,
  source: counts.source,
  device: counts.device,
  service: counts.service,
  dayPrice: counts.dayPrice,
  conversion: counts.conversion,
  bucket: counts.secondsBucket,
  visits: counts.visits,
});

/** `from` and `to`: 'YYYY-MM-DD', both counted. */
export async function readInsightRows(db: AppDb, partnerSlug: string, from: string, to: string): Promise<InsightRow[]> {
  const { weeks, days } = reportSpans(from, to);
  const ofWeeks = db
    .select(cellOf(weekly))
    .from(weekly)
    .where(and(eq(weekly.partnerSlug, partnerSlug), weeks ? between(weekly.week, weeks.from, weeks.to) : sql`false`));
  const ofDays = db
    .select(cellOf(daily))
    .from(daily)
    .where(and(eq(daily.partnerSlug, partnerSlug), or(sql`false`, ...days.map((span) => between(daily.day, span.from, span.to)))));
  const ofMoves = db
    .select(cellOf(moves))
    .from(moves)
    .where(and(eq(moves.partnerSlug, partnerSlug), between(moves.day, from, to)));
  const cells = ofWeeks.unionAll(ofDays).unionAll(ofMoves).as('cells');
  const cell = {
    step: cells.step,
    edge: cells.edge,
    source: cells.source,
    device: cells.device,
    service: cells.service,
    dayPrice: cells.dayPrice,
    conversion: cells.conversion,
    bucket: cells.bucket,
  };
  const rows = await db
    .select({ ...cell, visits: sql<number>`sum(${cells.visits})::int` })
    .from(cells)
    .groupBy(...Object.values(cell))
    // A week's cell whose days were all deleted (the purge) sums to 0: no row, as for the days.
    .having(sql`sum(${cells.visits}) <> 0`);
  return rows.map((row) => ({ ...row, visits: Number(row.visits) }));
}

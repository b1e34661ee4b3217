/**
 * A partner's counts of a span of days, summed over the days (core/insights/insight-row.ts): the database does the
 * summing on the counts' own index (partner, day first), so a 90-day report reads one row per cell, not per day.
 */
import { and, between, eq, sql } from 'drizzle-orm';
import type { InsightRow } from '../../core/insights/insight-row';
import type { AppDb } from '../db/app-database';
import { insightsCounts as counts } from '../db/insights-tables';

/** `from` and `to`: 'YYYY-MM-DD', both counted. */
export async function readInsightRows(db: AppDb, partnerSlug: string, from: string, to: string): Promise<InsightRow[]> {
  const cell = {
    step: counts.step,
    edge: counts.edge,
    source: counts.source,
    device: counts.device,
    service: counts.service,
    dayPrice: counts.dayPrice,
    conversion: counts.conversion,
    bucket: counts.secondsBucket,
  };
  const rows = await db
    .select({ ...cell, visits: sql<number>`sum(${counts.visits})::int` })
    .from(counts)
    .where(and(eq(counts.partnerSlug, partnerSlug), between(counts.day, from, to)))
    .groupBy(...Object.values(cell));
  return rows.map((row) => ({ ...row, visits: Number(row.visits) }));
}

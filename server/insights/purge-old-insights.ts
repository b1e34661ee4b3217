/**
 * The insights' retention (docs/DECISIONS.md, "Partner insights"): each partner's daily counts older than its
 * `insights.retentionMonths` (default 13) are deleted, and so is the place of every visit that started before then
 * (a visit still moving after 13 months counts nothing more), and so are the weekly sums of the weeks wholly before
 * then. Run as the hourly insights purge job (server/jobs/app-jobs.ts); run twice it deletes nothing more.
 */
import { and, eq, lt } from 'drizzle-orm';
import { addDays } from '../../core/capacity/calendar-date';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import type { AppDb } from '../db/app-database';
import type { ServerPartner } from '../partners/server-partner';
import { insightsCounts, insightsVisits } from '../db/insights-tables';
import { insightsCountsWeekly } from '../db/insights-weekly-table';

export const DEFAULT_INSIGHTS_RETENTION_MONTHS = 13;

/** The first day a partner's counts keep at `now`: today in its zone, `months` calendar months back. */
export function insightsCutoff(partner: ServerPartner, now: Date): string {
  const months = partner.insights?.retentionMonths ?? DEFAULT_INSIGHTS_RETENTION_MONTHS;
  const [year, month, day] = partnerToday(now, timeZoneOf(partner)).split('-').map(Number);
  // Date.UTC carries a month below 1 into the year before; a 31st in a shorter month lands on the next month's first days.
  return new Date(Date.UTC(year!, month! - 1 - months, day!)).toISOString().slice(0, 10);
}

/** Deletes every partner's counts and visit places from before its cut-off; returns how many count rows went. */
export async function purgeOldInsights(db: AppDb, partners: readonly ServerPartner[], now: Date): Promise<number> {
  let deleted = 0;
  for (const partner of partners) {
    const cutoff = insightsCutoff(partner, now);
    const rows = await db
      .delete(insightsCounts)
      .where(and(eq(insightsCounts.partnerSlug, partner.slug), lt(insightsCounts.day, cutoff)))
      .returning({ day: insightsCounts.day });
    // The database takes deleted days off their weeks' sums (drizzle/0013); a week wholly before the cut-off is gone.
    await db
      .delete(insightsCountsWeekly)
      .where(and(eq(insightsCountsWeekly.partnerSlug, partner.slug), lt(insightsCountsWeekly.week, addDays(cutoff, -6))));
    await db.delete(insightsVisits).where(and(eq(insightsVisits.partnerSlug, partner.slug), lt(insightsVisits.day, cutoff)));
    deleted += rows.length;
  }
  return deleted;
}

/**
 * The insights' retention (docs/DECISIONS.md, "Partner insights"): each partner's daily counts older than its
 * `insights.retentionMonths` (default 13) are deleted, and so is the place of every visit that started before then
 * (a visit still moving after 13 months counts nothing more), and so are the moves not yet folded from before then.
 * The deleted days are taken off their weeks' sums in the same statement (the weekly sums stay the days' sums), and the
 * weeks wholly before then go. Run as the hourly insights purge job (server/jobs/app-jobs.ts); run twice it deletes
 * nothing more.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { addDays } from '../../core/capacity/calendar-date';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import type { AppDb } from '../db/app-database';
import { firstRowCount } from '../db/execute-rows';
import type { ServerPartner } from '../partners/server-partner';
import { CELL_COLUMNS } from '../db/insight-moves-sql';
import { insightsVisits } from '../db/insights-tables';
import { insightsMoves } from '../db/insights-moves-table';
import { insightsCountsWeekly } from '../db/insights-weekly-table';

export const DEFAULT_INSIGHTS_RETENTION_MONTHS = 13;

const CELL = sql.raw(CELL_COLUMNS);

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
    const rows = await db.execute(
      sql`with gone as (delete from insights_counts where partner_slug = ${partner.slug} and day < ${cutoff}::date returning *),
        by_week as (select partner_slug, insights_week_of(day) as week, ${CELL}, sum(visits)::int as visits from gone
          group by partner_slug, insights_week_of(day), ${CELL}),
        taken_off as (update insights_counts_weekly w set visits = w.visits - g.visits from by_week g
          where (w.partner_slug, w.week, w.step, w.edge, w.source, w.device, w.service, w.day_price, w.conversion, w.seconds_bucket)
            = (g.partner_slug, g.week, g.step, g.edge, g.source, g.device, g.service, g.day_price, g.conversion, g.seconds_bucket))
        select count(*)::int as deleted from gone`,
    );
    await db.delete(insightsMoves).where(and(eq(insightsMoves.partnerSlug, partner.slug), lt(insightsMoves.day, cutoff)));
    // A week wholly before the cut-off is gone.
    await db
      .delete(insightsCountsWeekly)
      .where(and(eq(insightsCountsWeekly.partnerSlug, partner.slug), lt(insightsCountsWeekly.week, addDays(cutoff, -6))));
    await db.delete(insightsVisits).where(and(eq(insightsVisits.partnerSlug, partner.slug), lt(insightsVisits.day, cutoff)));
    deleted += firstRowCount(rows, 'deleted');
  }
  return deleted;
}

/**
 * `npm run insights`'s report of a partner's last `days` days (today in the partner's zone included), read from the
 * counts and drawn by core/insights/insights-report.ts. The running server answers it for the command
 * (./insights-operator-route.ts); without one, the command opens the database itself.
 */
import { addDays } from '../../core/capacity/calendar-date';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { insightsReport, type InsightsReport } from '../../core/insights/insights-report';
import type { InsightCut } from '../../core/insights/insight-vocabulary';
import type { AppDb } from '../db/app-database';
import type { ServerPartner } from '../partners/server-partner';
import { readInsightRows } from './read-insight-rows';

/** The longest span a report reads: the default retention (13 months) and a little. */
export const MOST_REPORT_DAYS = 400;

export interface ReportOptions {
  days: number;
  by: InsightCut | null;
  now: Date;
}

export async function makeInsightsReport(db: AppDb, partner: ServerPartner, options: ReportOptions): Promise<InsightsReport> {
  const days = Math.min(Math.max(1, Math.floor(options.days)), MOST_REPORT_DAYS);
  const to = partnerToday(options.now, timeZoneOf(partner));
  const from = addDays(to, 1 - days);
  const rows = await readInsightRows(db, partner.slug, from, to);
  return insightsReport(rows, {
    partner: { slug: partner.slug, name: partner.name },
    from,
    to,
    madeAt: options.now.toISOString(),
    by: options.by,
    order: funnelDefinition.flow.steps,
  });
}

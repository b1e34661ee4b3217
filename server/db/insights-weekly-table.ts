/**
 * The insights counts summed by week (Monday to Sunday), so a long report reads a week's cells once instead of seven
 * times (docs/PERFORMANCE.md, "Insights report"). Written with the daily counts, by the insights fold
 * (server/insights/fold-insight-moves.ts), which adds each move to its day and its week in one statement, and by the
 * purge, which takes the days it deletes off their weeks in one statement: the two always agree. Same columns and
 * CHECKs as the daily counts (./insights-tables.ts), `week` (its Monday) in place of `day`.
 */
import { sql } from 'drizzle-orm';
import { check, date, pgTable } from 'drizzle-orm/pg-core';
import { countCellColumns, countCellRules } from './insights-tables';

export const insightsCountsWeekly = pgTable(
  'insights_counts_weekly',
  { ...countCellColumns(), week: date('week', { mode: 'string' }).notNull() },
  (table) => [
    ...countCellRules('insights_counts_weekly', table, table.week),
    check('insights_counts_weekly_monday', sql.raw(`extract(isodow from week) = 1`)),
  ],
);

/**
 * The insights counts summed by week (Monday to Sunday), so a long report reads a week's cells once instead of seven
 * times (docs/PERFORMANCE.md, "Insights report"). Nothing writes it but the database itself: a trigger on
 * insights_counts adds every change of a daily count to its week's row in the same statement (drizzle/0013), so the two
 * always agree and a save sends no more statements than before. Same columns and CHECKs as the daily counts
 * (./insights-tables.ts), `week` (its Monday) in place of `day`.
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

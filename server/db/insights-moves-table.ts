/**
 * The insights moves not yet folded into the counts (docs/DECISIONS.md, "Partner insights", "Counts appended, folded
 * by a job"): a save, a conversion or a first page view appends one row per move it counts, with the same cell columns
 * as the daily counts (./insights-tables.ts) and `visits` 1. Append-only: no unique index to look up, no upsert, no
 * trigger, so counting adds a plain insert to the save's statement. The insights fold job
 * (server/insights/fold-insight-moves.ts) takes every row here and adds it to its day's and its week's cells in one
 * statement; a report reads the folded counts and these rows (server/insights/read-insight-rows.ts), so it stays exact
 * between folds.
 */
import { date, pgTable } from 'drizzle-orm/pg-core';
import { countCellChecks, countCellColumns } from './insights-tables';

export const insightsMoves = pgTable('insights_moves', { ...countCellColumns(), day: date('day', { mode: 'string' }).notNull() }, () =>
  countCellChecks('insights_moves'),
);

/**
 * The insights fold (docs/DECISIONS.md, "Counts appended, folded by a job"): every move appended to insights_moves
 * (server/db/insights-moves-table.ts) is added to its cell of the day (insights_counts) and of the week
 * (insights_counts_weekly), and deleted from the moves, in one statement: a report that reads the counts and the moves
 * in one statement sees each move once, before or after a fold. Run as the app's "insights fold" job
 * (server/jobs/app-jobs.ts) every few seconds, so the moves a report reads beside the counts stay few.
 *
 * Safe beside the same job in another process: the statement takes a transaction-scoped advisory lock, and a process
 * that does not get it folds nothing this time (two folds adding to the same cells in different orders could deadlock).
 * The delete takes only the moves its snapshot sees: one appended while it runs waits for the next fold.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/app-database';
import { firstRowCount } from '../db/execute-rows';
import { CELL_COLUMNS } from '../db/insight-moves-sql';

/** pg_try_advisory_xact_lock's key for the fold ('ins' 'f' as bytes), one fold at a time across processes. */
const INSIGHTS_FOLD_LOCK_KEY = 0x696e7366;

const CELL = sql.raw(CELL_COLUMNS);

/** Folds every move appended so far; returns how many moves it folded (0 when another process was folding). */
export async function foldInsightMoves(db: AppDb): Promise<number> {
  const result = await db.execute(
    sql`with fold_lock as (select pg_try_advisory_xact_lock(${INSIGHTS_FOLD_LOCK_KEY}) as locked),
      folded as (delete from insights_moves where (select locked from fold_lock) returning *),
      by_day as (
        insert into insights_counts (partner_slug, day, ${CELL}, visits)
        select partner_slug, day, ${CELL}, sum(visits)::int from folded group by partner_slug, day, ${CELL}
        order by partner_slug, day, ${CELL}
        on conflict (partner_slug, day, ${CELL}) do update set visits = insights_counts.visits + excluded.visits),
      by_week as (
        insert into insights_counts_weekly (partner_slug, week, ${CELL}, visits)
        select partner_slug, insights_week_of(day), ${CELL}, sum(visits)::int from folded group by partner_slug, insights_week_of(day), ${CELL}
        order by partner_slug, insights_week_of(day), ${CELL}
        on conflict (partner_slug, week, ${CELL}) do update set visits = insights_counts_weekly.visits + excluded.visits)
      select count(*)::int as folded from folded`,
  );
  return firstRowCount(result, 'folded');
}

/**
 * The counting part of a save's one statement (server/db/save-statement.ts; docs/DECISIONS.md, "Partner insights"):
 * when the save moves the visit from the step it was at to another, the moves are added to the day's counts and the
 * visit's place moves with it, in the same statement as the save. A save that lands where the visit already is (a
 * retry, a second save of a step) counts nothing; a converted visit counts nothing more. The visit's place is read as
 * the statement found it, like every other CTE of the save.
 *
 * Up to four rows, each one move of the visit: its cut changed here (`P → (recut)` in the old, `(recut) → P` in the
 * new), the browser went back from P to the saved step S without a save (`P → S`), and the saved step's own edge
 * (`S → T`). Each is appended to insights_moves (a plain insert: no cell to look up); the insights fold job adds
 * them to their cells later (server/insights/fold-insight-moves.ts).
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DONE, RECUT, UNKNOWN_TIME_BUCKET } from '../../core/insights/insight-vocabulary';
import type { AppDb } from '../db/app-database';
import { MOVE_COLUMNS, timeBucketSql } from './insight-moves-sql';

/** What a save binds for its counts: all null when it counts nothing (no step, or a step with no next). */
export interface InsightSaveValues {
  /** The step the save was sent from (its `currentStep`). */
  insightsFrom: string | null;
  /** Where the flow's edge from that step leads for the saved booking. */
  insightsTo: string | null;
  insightsService: string | null;
  insightsDayPrice: string | null;
}

const value = (name: keyof InsightSaveValues | 'now') => sql.placeholder(name);

/** The CTEs to add to the save statement after `updated` (the booking row the save wrote, if any). */
export function insightsSaveCtes(db: AppDb, updated: SQLWrapper) {
  const from = sql`${value('insightsFrom')}::text`;
  const to = sql`${value('insightsTo')}::text`;
  const service = sql`${value('insightsService')}::text`;
  const dayPrice = sql`${value('insightsDayPrice')}::text`;
  const visit = db
    .$with('insight_visit', {})
    .as(
      sql`select v.* from insights_visits v join ${updated} u on v.booking_id = u.id where ${to} is not null and v.step <> ${DONE} and v.step <> ${to}`,
    );
  const bucket = timeBucketSql(value('now'), sql`v.arrived_at`);
  const recut = sql`(v.service, v.day_price) is distinct from (${service}, ${dayPrice})`;
  const unknown = sql.raw(String(UNKNOWN_TIME_BUCKET));
  const moves = db.$with('insight_moves', {}).as(
    sql`select v.service as service, v.day_price as day_price, v.step as step, ${RECUT}::text as edge, ${unknown} as bucket from ${visit} v where ${recut}
      union all select ${service}, ${dayPrice}, ${RECUT}::text, v.step, ${unknown} from ${visit} v where ${recut}
      union all select ${service}, ${dayPrice}, v.step, ${from}, ${bucket} from ${visit} v where v.step <> ${from}
      union all select ${service}, ${dayPrice}, ${from}, ${to}, case when v.step = ${from} then ${bucket} else ${unknown} end from ${visit} v`,
  );
  const counted = db
    .$with('insight_counted', {})
    .as(
      sql`insert into ${MOVE_COLUMNS} select v.partner_slug, v.day, m.step, m.edge, v.source, v.device, m.service, m.day_price, 'none', m.bucket, 1 from ${moves} m cross join ${visit} v`,
    );
  const moved = db
    .$with('insight_moved', {})
    .as(
      sql`update insights_visits set step = ${to}, arrived_at = ${value('now')}::timestamptz, service = ${service}, day_price = ${dayPrice} from ${visit} v where insights_visits.booking_id = v.booking_id`,
    );
  return [visit, moves, counted, moved] as const;
}

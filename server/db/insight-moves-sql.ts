/**
 * The pieces every insights count shares: the columns a move is appended with (server/db/insights-moves-table.ts; the
 * fold job adds it to its cells later), and the time-on-step bucket of a visit that leaves a step now.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TIME_BUCKET_BOUNDS_SECONDS } from '../../core/insights/insight-vocabulary';

/** A count cell's columns but its period (day or week) and `visits`. */
export const CELL_COLUMNS = 'step, edge, source, device, service, day_price, conversion, seconds_bucket';

/** `insert into ${MOVE_COLUMNS} …`: one row per move, `visits` 1 (a first page view, a save's moves, a conversion). */
export const MOVE_COLUMNS = sql.raw(`insights_moves (partner_slug, day, ${CELL_COLUMNS}, visits)`);

/** The bucket (0 to 7) of the time from `arrivedAt` to `now` (a timestamptz each). */
export function timeBucketSql(now: SQLWrapper, arrivedAt: SQL): SQL {
  const bounds = sql.raw(`array[${TIME_BUCKET_BOUNDS_SECONDS.join(',')}]::float8[]`);
  return sql`width_bucket(extract(epoch from (${now}::timestamptz - ${arrivedAt}))::float8, ${bounds})`;
}

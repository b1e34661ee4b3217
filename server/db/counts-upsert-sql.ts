/**
 * The pieces every insights count shares: the columns a count inserts, what a count already there does (adds), and
 * the time-on-step bucket of a visit that leaves a step now.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TIME_BUCKET_BOUNDS_SECONDS } from '../../core/insights/insight-vocabulary';

export const COUNT_COLUMNS = sql.raw(
  'insights_counts (partner_slug, day, step, edge, source, device, service, day_price, conversion, seconds_bucket, visits)',
);

/** A cell already counted today gets the new visits added. */
export const ADD_TO_CELL = sql.raw(
  'on conflict (partner_slug, day, step, edge, source, device, service, day_price, conversion, seconds_bucket) do update set visits = insights_counts.visits + excluded.visits',
);

/** The bucket (0 to 7) of the time from `arrivedAt` to `now` (a timestamptz each). */
export function timeBucketSql(now: SQLWrapper, arrivedAt: SQL): SQL {
  const bounds = sql.raw(`array[${TIME_BUCKET_BOUNDS_SECONDS.join(',')}]::float8[]`);
  return sql`width_bucket(extract(epoch from (${now}::timestamptz - ${arrivedAt}))::float8, ${bounds})`;
}

/**
 * A conversion's count (docs/DECISIONS.md, "Partner insights"), in the conversion's own transaction: the visit converts
 * at the step it was at (`step → (convert)` with the conversion's type and the time it spent there) and counts nothing
 * more. A booking converted before insights, or converted already, has no place to move from and counts nothing.
 */
import { sql } from 'drizzle-orm';
import { CONVERT, DONE } from '../../core/insights/insight-vocabulary';
import type { ConversionTx } from '../db/conversion-transaction';
import { MOVE_COLUMNS, timeBucketSql } from '../db/insight-moves-sql';

export async function countConversion(tx: ConversionTx, bookingId: number, conversionType: string, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(
    sql`with insight_visit as (select * from insights_visits where booking_id = ${bookingId} and step <> ${DONE} for update),
      insight_done as (update insights_visits set step = ${DONE}, arrived_at = ${at} from insight_visit v where insights_visits.booking_id = v.booking_id)
      insert into ${MOVE_COLUMNS} select v.partner_slug, v.day, v.step, ${CONVERT}, v.source, v.device, v.service, v.day_price, ${conversionType}, ${timeBucketSql(at, sql`v.arrived_at`)}, 1 from insight_visit v`,
  );
}

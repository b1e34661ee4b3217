/**
 * The counting part of a session's first save for a partner (server/db/booking-repository.ts, createFirstBooking):
 * the visit's place is stored at the step the save leads to, and its first moves are counted in the same statement.
 * The first page view counted the visit's start with no service type and no date (server/insights/count-first-view.ts);
 * when the save has them, the visit changes cut at the saved step (`(recut)` rows) before its edge is counted.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { RECUT, UNKNOWN_TIME_BUCKET, type DayPriceBand, type DeviceClass, type ServiceValue } from '../../core/insights/insight-vocabulary';
import type { AppDb } from './app-database';
import { MOVE_COLUMNS } from './insight-moves-sql';

/** A booking's cut in the counts: its service type and day-price band. */
export interface InsightCut {
  service: ServiceValue;
  dayPrice: DayPriceBand;
}

/** What a save moves in the partner's counts (made by server/insights/insight-move.ts). */
export interface InsightMove extends InsightCut {
  from: string;
  to: string;
  /** A first save's visit: the day it counts on (the partner's today), where it came from and on what. */
  day: string;
  source: string;
  device: DeviceClass;
}

/** The cut of a visit before its first save: no service type and no date chosen yet. */
export const FIRST_VIEW_CUT: InsightCut = { service: 'none', dayPrice: 'no date' };

/** The CTEs to add after `inserted` (the booking the first save created, if it did); none when the save counts nothing. */
export function insightsFirstSaveCtes(db: AppDb, inserted: SQLWrapper, move: InsightMove | null | undefined, now: Date) {
  if (!move) return [];
  const { from, to, service, dayPrice, day, source, device } = move;
  const changed = service !== FIRST_VIEW_CUT.service || dayPrice !== FIRST_VIEW_CUT.dayPrice;
  const moves = [
    ...(changed
      ? [
          sql`(${FIRST_VIEW_CUT.service}::text, ${FIRST_VIEW_CUT.dayPrice}::text, ${from}::text, ${RECUT}::text)`,
          sql`(${service}::text, ${dayPrice}::text, ${RECUT}::text, ${from}::text)`,
        ]
      : []),
    sql`(${service}::text, ${dayPrice}::text, ${from}::text, ${to}::text)`,
  ];
  const unknown = sql.raw(String(UNKNOWN_TIME_BUCKET));
  const started = db
    .$with('insight_started', {})
    .as(
      sql`insert into insights_visits (booking_id, partner_slug, day, step, arrived_at, source, device, service, day_price) select i.id, i.partner_slug, ${day}::date, ${to}, ${now.toISOString()}::timestamptz, ${source}, ${device}, ${service}, ${dayPrice} from ${inserted} i`,
    );
  const counted = db
    .$with('insight_counted', {})
    .as(
      sql`insert into ${MOVE_COLUMNS} select i.partner_slug, ${day}::date, m.step, m.edge, ${source}, ${device}, m.service, m.day_price, 'none', ${unknown}, 1 from ${inserted} i cross join (values ${sql.join(moves, sql`, `)}) as m(service, day_price, step, edge)`,
    );
  return [started, counted];
}

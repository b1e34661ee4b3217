/**
 * What `npm run bookings -- list` reads (docs/PARTNERS.md, "Clearing a fake day"): a partner's converted bookings,
 * cancelled ones too, by move day, and the crews taken on those days per client address bucket. Reads only.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BucketCrews } from '../../core/capacity/crowded-day';
import type { AppDb } from './app-database';
import type { BookingRow } from './booking-repository';
import type { ClaimTx } from './crew-claims';
import { bookings, crewClaims } from './schema';

export interface PartnerBookingsQuery {
  partnerSlug: string;
  /** Only bookings moving on this day ('YYYY-MM-DD'). */
  day?: string;
  /** Only bookings whose crew is provisional (taken, not yet confirmed by the customer). */
  unconfirmed?: boolean;
  limit: number;
}

/** The converted bookings the query names, by move day then creation, at most `limit`, and how many there are in all. */
export async function partnerBookings(db: AppDb, query: PartnerBookingsQuery): Promise<{ rows: BookingRow[]; total: number }> {
  const where = and(
    eq(bookings.partnerSlug, query.partnerSlug),
    isNotNull(bookings.conversionType),
    query.day === undefined ? undefined : sql`${bookings.data} ->> 'moveDate' = ${query.day}`,
    query.unconfirmed ? and(eq(bookings.crewState, 'provisional'), isNull(bookings.cancelledAt)) : undefined,
  );
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(sql`${bookings.data} ->> 'moveDate'`, asc(bookings.createdAt), asc(bookings.id))
    .limit(query.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(bookings)
    .where(where);
  return { rows, total: counted?.total ?? rows.length };
}

/** The bookings of `references` the partner has (a reference of another partner is not found). */
export async function partnerBookingIds(db: AppDb, partnerSlug: string, references: readonly string[]): Promise<Map<string, number>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(and(eq(bookings.partnerSlug, partnerSlug), inArray(bookings.reference, [...references])));
  return new Map(rows.map((row) => [row.reference, row.id]));
}

/** Crews taken on each of `days` of the partner, per client address bucket of the booking that took them. */
export async function crewsByBucket(
  db: AppDb | ClaimTx,
  partnerSlug: string,
  days: readonly string[],
): Promise<Map<string, BucketCrews[]>> {
  const byDay = new Map<string, BucketCrews[]>();
  if (days.length === 0) return byDay;
  const rows = await db
    .select({ day: crewClaims.moveDate, bucket: bookings.clientBucket, crews: sql<number>`count(*)::int` })
    .from(crewClaims)
    .innerJoin(bookings, eq(bookings.id, crewClaims.bookingId))
    .where(and(eq(crewClaims.partnerSlug, partnerSlug), eq(crewClaims.kind, 'taken'), inArray(crewClaims.moveDate, [...days])))
    .groupBy(crewClaims.moveDate, bookings.clientBucket);
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), { bucket: row.bucket, crews: row.crews }]);
  return byDay;
}

/** The client address bucket the booking converted from; null when none was recorded. */
export async function bucketOf(db: AppDb | ClaimTx, bookingId: number): Promise<string | null> {
  const [row] = await db.select({ bucket: bookings.clientBucket }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.bucket ?? null;
}

/**
 * `npm run bookings -- list <partner> [--day] [--unconfirmed]` (docs/PARTNERS.md, "Clearing a fake day"): the
 * partner's converted bookings as masked lines, at most `limit` with how many there are in all, and each listed day
 * that one client address bucket crowds (core/capacity/crowded-day.ts, the rule the server's warning reads).
 */
import { crowdedBuckets, shortBucket, type CrowdedDayRule } from '../../../core/capacity/crowded-day';
import type { AppDb } from '../../db/app-database';
import { crewsByBucket, partnerBookings } from '../../db/partner-bookings';
import type { ServerPartner } from '../../partners/server-partner';
import { partnerBookingLine, type PartnerBookingLine } from './partner-booking-line';

/** Lines one listing shows at most (the command's default and its cap): a day of a large partner fits in it. */
export const LISTING_LIMIT = 200;

export interface CrowdedDayFlag {
  day: string;
  bucket: string;
  crews: number;
  dayCrews: number;
}

export interface PartnerBookingListing {
  partner: string;
  lines: PartnerBookingLine[];
  /** Bookings the filter matches, of which `lines` shows the first `limit`. */
  total: number;
  limit: number;
  crowded: CrowdedDayFlag[];
}

export interface ListingFilter {
  day?: string;
  unconfirmed?: boolean;
  limit?: number;
}

export async function listPartnerBookings(
  db: AppDb,
  partner: ServerPartner,
  filter: ListingFilter,
  rule: CrowdedDayRule,
): Promise<PartnerBookingListing> {
  const limit = Math.max(1, Math.min(filter.limit ?? LISTING_LIMIT, LISTING_LIMIT));
  const { rows, total } = await partnerBookings(db, { partnerSlug: partner.slug, day: filter.day, unconfirmed: filter.unconfirmed, limit });
  const days = [...new Set(rows.flatMap((row) => (typeof row.data.moveDate === 'string' ? [row.data.moveDate] : [])))];
  const crewsOfDays = await crewsByBucket(db, partner.slug, days);
  const crowded = [...crewsOfDays.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([day, buckets]) => crowdedBuckets(buckets, rule).map((flag) => ({ ...flag, day, bucket: shortBucket(flag.bucket) })));
  return { partner: partner.slug, lines: rows.map((row) => partnerBookingLine(row, partner)), total, limit, crowded };
}

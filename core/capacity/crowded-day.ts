/**
 * A day filling suspiciously (docs/PARTNERS.md, "Clearing a fake day"): one client address bucket (a hashed IPv6 /64
 * or IPv4 address) holding more than a set share of the crews taken on a partner's move day. The one rule, read by the
 * warning the server logs when a crew is taken (server/capacity/crowded-day-watch.ts) and by `npm run bookings -- list`.
 */

/** When a day is crowded by one bucket: more than `sharePercent` of its crews, and at least `minCrews` of them. */
export interface CrowdedDayRule {
  /** ADDRESS_DAY_SHARE_PERCENT: the share of a day's crews one bucket may hold before it is flagged (50). */
  sharePercent: number;
  /** ADDRESS_DAY_MIN_CREWS: crews one bucket must hold before it is flagged at all (3), so a lone booking on an empty day is not. */
  minCrews: number;
}

export const CROWDED_DAY_RULE: CrowdedDayRule = { sharePercent: 50, minCrews: 3 };

/** Crews taken on one day from one bucket; null: a booking with no recorded bucket (counted in the day, never flagged). */
export interface BucketCrews {
  bucket: string | null;
  crews: number;
}

/** A bucket the rule flags, with the day's count beside its own. */
export interface CrowdedBucket {
  bucket: string;
  crews: number;
  dayCrews: number;
}

/** The buckets of one day's crews that the rule flags, the largest first (none on most days). */
export function crowdedBuckets(day: readonly BucketCrews[], rule: CrowdedDayRule = CROWDED_DAY_RULE): CrowdedBucket[] {
  const dayCrews = day.reduce((sum, entry) => sum + entry.crews, 0);
  return day
    .flatMap(({ bucket, crews }) =>
      bucket !== null && crews >= rule.minCrews && crews * 100 > rule.sharePercent * dayCrews ? [{ bucket, crews, dayCrews }] : [],
    )
    .sort((a, b) => b.crews - a.crews);
}

/** Characters of a bucket's hash a listing or a log line shows: enough to tell buckets apart, not to look one up. */
export const BUCKET_SHOWN = 8;

export const shortBucket = (bucket: string | null): string => (bucket ? bucket.slice(0, BUCKET_SHOWN) : '-');

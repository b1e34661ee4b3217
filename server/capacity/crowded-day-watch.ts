/**
 * The warning of a day filling suspiciously (docs/PARTNERS.md, "Clearing a fake day"): when a crew is taken and the
 * booking's client address bucket now holds more of the day's crews than the rule allows (core/capacity/crowded-day.ts,
 * the rule `npm run bookings -- list` flags by), the server logs the partner, the day, the bucket's short hash and
 * the counts: never an address, a name or a contact. Read in the taking transaction, so it counts what that
 * transaction sees; a transaction that then rolls back may have warned of a crew it did not keep.
 */
import { crowdedBuckets, shortBucket, type CrowdedDayRule } from '../../core/capacity/crowded-day';
import type { ClaimTx } from '../db/crew-claims';
import { bucketOf, crewsByBucket } from '../db/partner-bookings';

/** The log line's message; its fields are the CrowdedDayWarning. */
export const CROWDED_DAY_WARNING = "One client address bucket holds more than its share of a day's crews";

export interface CrowdedDayWarning {
  partner: string;
  day: string;
  bucket: string;
  crews: number;
  dayCrews: number;
  sharePercent: number;
}

/** What the capacity desk calls once a crew is taken: it reads the day and warns when the taker's bucket crowds it. */
export type WatchDay = (tx: ClaimTx, partnerSlug: string, day: string, bookingId: number) => Promise<void>;

export function crowdedDayWatch(rule: CrowdedDayRule, warn: (warning: CrowdedDayWarning) => void): WatchDay {
  return async (tx, partnerSlug, day, bookingId) => {
    const bucket = await bucketOf(tx, bookingId);
    if (bucket === null) return;
    const crowded = crowdedBuckets((await crewsByBucket(tx, partnerSlug, [day])).get(day) ?? [], rule).find((b) => b.bucket === bucket);
    if (!crowded) return;
    warn({
      partner: partnerSlug,
      day,
      bucket: shortBucket(bucket),
      crews: crowded.crews,
      dayCrews: crowded.dayCrews,
      sharePercent: rule.sharePercent,
    });
  };
}

/**
 * `npm run bookings -- release-unconfirmed <partner> [--day]` (docs/PARTNERS.md, "Clearing a fake day"): every
 * provisional crew of the partner, or of one move day, released by the booking desk's own release
 * (../release-unconfirmed.ts: the transition `lapse`, `booking.updated` with `crew: "released"`), batch after batch
 * until a batch comes back short, at most RELEASE_ROUNDS batches a call.
 */
import { RELEASE_BATCH } from '../../db/provisional-crews';
import type { BookingDeskDeps } from '../desk-deps';
import { releaseUnconfirmed } from '../release-unconfirmed';

/** Batches one call releases at most: a call stays bounded; the command says to run it again when it stopped there. */
const RELEASE_ROUNDS = 20;

export async function releasePartnerCrews(desk: BookingDeskDeps, partnerSlug: string, day: string | undefined): Promise<string[]> {
  const released: string[] = [];
  for (let round = 0; round < RELEASE_ROUNDS; round++) {
    const batch = await releaseUnconfirmed(desk, { partnerSlug, moveDate: day }, desk.clock.now());
    released.push(...batch);
    if (batch.length < RELEASE_BATCH) break;
  }
  return released;
}

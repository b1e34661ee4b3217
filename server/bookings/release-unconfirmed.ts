/**
 * Provisional crews released (docs/PARTNERS.md, Capacity): the transition `lapse` (./transitions.ts) on each booking,
 * in its own transaction under the booking's lock, so the crew goes back to the day with `booking.updated`
 * (`crew: "released"`) for the partner and the release email for the customer. The lead itself stays: an
 * unconfirmed booking is still a customer to call. A booking confirmed meanwhile is left as it is.
 *
 * Two callers: the lapse job (server/jobs/app-jobs.ts) releases every crew whose `confirm_by` passed, and the
 * partner's `npm run bookings -- release-unconfirmed` releases a partner's provisional crews at once (a fake day).
 */
import type { Clock } from '../../core/clock';
import { inConversionTransaction } from '../db/conversion-transaction';
import { provisionalCrews, RELEASE_BATCH } from '../db/provisional-crews';
import { applyTransition } from './apply-transition';
import type { BookingDeskDeps } from './desk-deps';
import { RefusedError } from './refused-error';

export interface UnconfirmedCrews {
  partnerSlug: string;
  /** Only the crews of this move day (YYYY-MM-DD). */
  moveDate?: string;
}

async function lapse(deps: BookingDeskDeps, booking: { id: number; reference: string; partnerSlug: string }): Promise<boolean> {
  const partner = deps.partners.get(booking.partnerSlug);
  if (!partner) return false;
  try {
    return await inConversionTransaction(deps.db, booking.id, async (tx, locked) => {
      // Confirmed, cancelled or released since the list was read: nothing to release.
      if (locked?.crewState !== 'provisional' || locked.cancelledAt) return false;
      await applyTransition(deps, tx, 'lapse', partner, locked, async (_tx, row) => row);
      return true;
    });
  } catch (error) {
    // The table refused (the booking's state changed under the list): it keeps what it has.
    if (error instanceof RefusedError) return false;
    throw error;
  }
}

async function releaseEach(deps: BookingDeskDeps, found: { id: number; reference: string; partnerSlug: string }[]): Promise<string[]> {
  const released: string[] = [];
  for (const booking of found) if (await lapse(deps, booking)) released.push(booking.reference);
  return released;
}

const at = (now: Date): Clock => ({ now: () => now });

/**
 * Releases the provisional crews of one partner (of one move day when `moveDate` is given), confirmed by now or not:
 * the partner's command. Returns the references released, at most RELEASE_BATCH a call (call again for more).
 */
export async function releaseUnconfirmed(deps: BookingDeskDeps, which: UnconfirmedCrews, now: Date): Promise<string[]> {
  const found = await provisionalCrews(deps.db, { partnerSlug: which.partnerSlug, moveDate: which.moveDate, limit: RELEASE_BATCH });
  return releaseEach({ ...deps, clock: at(now) }, found);
}

/** Releases every provisional crew whose confirmation time ran out by `now`: the lapse job. References released. */
export async function releaseLapsed(deps: BookingDeskDeps, now: Date): Promise<string[]> {
  const found = await provisionalCrews(deps.db, { dueBy: now, limit: RELEASE_BATCH });
  return releaseEach({ ...deps, clock: at(now) }, found);
}

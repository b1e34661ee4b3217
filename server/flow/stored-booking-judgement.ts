/**
 * The flow's check of a stored booking for a conversion no visitor's request carries: Stripe's webhook
 * saying a card was set up. The booking may have changed after its card form opened (an address
 * edited into another state, a step emptied), so Stripe's word converts it only as the flow allows
 * (docs/FUNNEL.md, "What the server checks"), and only at the revision that was judged.
 */
import type { Clock } from '../../core/clock';
import type { AppDb } from '../db/app-database';
import { findBookingById } from '../db/booking-repository';
import type { ComputeRouteFigures } from '../distance/route-figures';
import type { ServerPartner } from '../partners/server-partner';
import { checkConversion } from './check-conversion';
import type { ConversionIntent } from './conversion-intent';

/** The judged revision and, when the flow refuses, why in a log's words; null when there is no such booking (the store reports it). */
export type StoredBookingJudgement = (
  bookingId: number,
  intent: ConversionIntent,
) => Promise<{ revision: number; refusal: string | null } | null>;

export function createStoredBookingJudgement(
  db: AppDb,
  partners: ReadonlyMap<string, ServerPartner>,
  routeFigures: ComputeRouteFigures,
  clock: Clock,
): StoredBookingJudgement {
  return async (bookingId, intent) => {
    const booking = await findBookingById(db, bookingId);
    if (!booking) return null;
    const partner = partners.get(booking.partnerSlug);
    if (!partner) return { revision: booking.revision, refusal: `partner "${booking.partnerSlug}" is no longer served` };
    const refusal = await checkConversion(routeFigures, booking.data, partner, intent, clock.now());
    if (!refusal) return { revision: booking.revision, refusal: null };
    const reason = refusal.unserviceableReason ? ` (${refusal.unserviceableReason})` : '';
    return { revision: booking.revision, refusal: `the flow stops at step "${refusal.step}"${reason}` };
  };
}

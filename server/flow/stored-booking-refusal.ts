/**
 * The flow's check of a stored booking for a conversion no visitor's request carries: Stripe's webhook
 * saying a card was set up. The booking may have changed after its card form opened (an address
 * edited into another state, a step emptied), so Stripe's word converts it only as the flow allows
 * (docs/FUNNEL.md, "What the server checks").
 */
import type { Clock } from '../../core/clock';
import type { AppDb } from '../db/app-database';
import { findBookingById } from '../db/booking-repository';
import type { ComputeRouteFigures } from '../distance/route-figures';
import type { ServerPartner } from '../partners/server-partner';
import { checkConversion } from './check-conversion';
import type { ConversionIntent } from './conversion-intent';

/** Why the flow refuses this conversion of the stored booking, in a log's words, or null when it allows it (or there is no such booking). */
export type StoredBookingRefusal = (bookingId: number, intent: ConversionIntent) => Promise<string | null>;

export function createStoredBookingRefusal(
  db: AppDb,
  partners: ReadonlyMap<string, ServerPartner>,
  routeFigures: ComputeRouteFigures,
  clock: Clock,
): StoredBookingRefusal {
  return async (bookingId, intent) => {
    const booking = await findBookingById(db, bookingId);
    // A booking that is gone is the store's to report (it converts nothing).
    if (!booking) return null;
    const partner = partners.get(booking.partnerSlug);
    if (!partner) return `partner "${booking.partnerSlug}" is no longer served`;
    const refusal = await checkConversion(routeFigures, booking.data, partner, intent, clock.now());
    if (!refusal) return null;
    const reason = refusal.unserviceableReason ? ` (${refusal.unserviceableReason})` : '';
    return `the flow stops at step "${refusal.step}"${reason}`;
  };
}

/**
 * The verdict on a stored booking for a conversion no visitor's request carries: Stripe's webhook saying a card was set
 * up. The booking may have changed after its card form opened (an address edited into another state, a step emptied),
 * so Stripe's word converts it only as the flow allows (docs/FUNNEL.md, "What the server checks"), and only at the
 * revision that was judged.
 */
import type { Conversion } from '../../core/conversion';
import type { AppDb } from '../db/app-database';
import { findBookingById } from '../db/booking-repository';
import type { ServerPartner } from '../partners/server-partner';
import type { BookingDesk } from './booking-desk';

/** The judged revision and, when the flow refuses, why in a log's words; null when there is no such booking (the store reports it). */
export type StoredBookingJudgement = (
  bookingId: number,
  conversion: Conversion,
) => Promise<{ revision: number; refusal: string | null } | null>;

export function createStoredBookingJudgement(
  db: AppDb,
  partners: ReadonlyMap<string, ServerPartner>,
  desk: Pick<BookingDesk, 'judge'>,
): StoredBookingJudgement {
  return async (bookingId, conversion) => {
    const booking = await findBookingById(db, bookingId);
    if (!booking) return null;
    const partner = partners.get(booking.partnerSlug);
    if (!partner) return { revision: booking.revision, refusal: `partner "${booking.partnerSlug}" is no longer served` };
    if (booking.cancelledAt) return { revision: booking.revision, refusal: 'the booking was cancelled' };
    const refusal = await desk.judge(partner, booking.data, conversion);
    if (!refusal) return { revision: booking.revision, refusal: null };
    const reason = refusal.unserviceableReason ? ` (${refusal.unserviceableReason})` : '';
    return { revision: booking.revision, refusal: `the flow stops at step "${refusal.step}"${reason}` };
  };
}

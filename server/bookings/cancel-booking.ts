/**
 * The customer cancels their reservation (docs/FUNNEL.md, "Manage and resume links"): a pay-later or pay-now booking gets
 * `cancelled_at` and keeps the conversion it had, its crew is freed and the partner gets `booking.cancelled` with the
 * lead as it stood, in one transaction. Cancelling twice answers the cancelled booking again.
 */
import { findCurrentBooking } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { writeCancellation } from '../db/convert-booking';
import { API_MESSAGES } from '../http/api-messages';
import { changesClosedRefusal } from './changes-closed-refusal';
import type { BookingDeskDeps, Visit } from './desk-deps';
import type { DeskAnswer } from './desk-answer';

export async function cancelBooking({ db, capacity, outbox, clock }: BookingDeskDeps, { session, partner }: Visit): Promise<DeskAnswer> {
  const current = session.stored ? await findCurrentBooking(db, session.id, partner.slug) : null;
  if (!current) return { refusal: { status: 404, messages: [API_MESSAGES.bookingMissing] } };
  const answer = await inConversionTransaction(db, current.id, async (tx, locked): Promise<DeskAnswer> => {
    if (!locked || (locked.conversionType !== 'pay_later' && locked.conversionType !== 'pay_now'))
      return { refusal: { status: 409, messages: [API_MESSAGES.nothingToCancel] } };
    if (locked.cancelledAt) return { booking: locked };
    const closed = changesClosedRefusal(locked.data, partner, clock.now());
    if (closed) return { refusal: closed };
    const cancelled = await writeCancellation(tx, locked);
    await capacity.release(tx, partner.slug, cancelled.id);
    await outbox.record(tx, 'booking.cancelled', cancelled);
    return { booking: cancelled };
  });
  return answer;
}

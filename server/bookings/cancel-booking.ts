/**
 * The customer cancels their reservation (docs/FUNNEL.md, "Manage and resume links"): the transition `cancel`
 * (./transitions.ts) gives the booking `cancelled_at`, keeps the conversion it had, frees its crew and sends the
 * partner `booking.cancelled` with the lead as it stood, in one transaction. Cancelling twice answers the cancelled
 * booking again.
 */
import { findCurrentBooking } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { writeCancellation } from '../db/convert-booking';
import { API_MESSAGES } from '../http/api-messages';
import { applyTransition } from './apply-transition';
import type { BookingDeskDeps, Visit } from './desk-deps';
import type { DeskAnswer } from './desk-answer';
import { refusedAnswer } from './refused-answer';

export async function cancelBooking(deps: BookingDeskDeps, { session, partner }: Visit): Promise<DeskAnswer> {
  const current = session.stored ? await findCurrentBooking(deps.db, session.id, partner.slug) : null;
  if (!current) return { refusal: { status: 404, messages: [API_MESSAGES.bookingMissing] } };
  return refusedAnswer(() =>
    inConversionTransaction(deps.db, current.id, async (tx, locked): Promise<DeskAnswer> => {
      if (!locked) return { refusal: { status: 404, messages: [API_MESSAGES.bookingMissing] } };
      if (locked.cancelledAt) return { booking: locked };
      return { booking: await applyTransition(deps, tx, 'cancel', partner, locked, writeCancellation) };
    }),
  );
}

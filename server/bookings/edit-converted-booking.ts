/**
 * A save of a converted booking, in the conversion transaction (server/db/conversion-transaction.ts): the booking keeps
 * its conversion only where the flow still allows it for the saved data (a pay-later booking edited into another state
 * is withdrawn and frees its crew; pay now, a card on file, is never withdrawn: the save is refused). A kept conversion
 * that holds a crew moves it to the new date or time of day, or the save is refused with the move-date step's message
 * and the booking keeps its slot. The partner hears of whatever changed in the lead (`booking.updated`).
 */
import type { BookingWrite } from '../db/booking-repository';
import { writeBooking } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { writeWithdrawal } from '../db/convert-booking';
import type { RouteFigures } from '../distance/route-figures';
import { conversionVerdict, recordedConversion, sessionOfConversion } from '../flow/conversion-verdict';
import { API_MESSAGES } from '../http/api-messages';
import { conversionTakesCrew } from '../capacity/pay-later-takes-crew';
import type { DeskDeps, Visit } from './desk-deps';
import { staleAnswer, type DeskAnswer } from './desk-answer';
import { changesClosedRefusal } from './changes-closed-refusal';
import { RefusedError } from './refused-error';

const slotOf = (data: Record<string, unknown>) => `${String(data.moveDate)} ${String(data.timeOfDay)}`;

export async function editConvertedBooking(
  { db, capacity, outbox }: DeskDeps,
  { partner }: Visit,
  /** The session's current booking, the one the copy is of (the desk checked its reference). */
  bookingId: number,
  write: BookingWrite,
  figures: RouteFigures,
  now: Date,
): Promise<DeskAnswer> {
  try {
    return await inConversionTransaction(db, bookingId, async (tx, locked) => {
      if (locked?.cancelledAt) return { refusal: { status: 409, messages: [API_MESSAGES.bookingCancelled] }, current: locked };
      // A reservation's online changes close before its move; an unserviceable booking was never reserved.
      const reserved = locked?.conversionType === 'pay_later' || locked?.conversionType === 'pay_now';
      const closed = reserved ? changesClosedRefusal(locked.data, partner, now) : null;
      if (closed && locked) return { refusal: closed, current: locked };
      const saved = await writeBooking(tx, write);
      if (!saved.ok || !locked) return staleAnswer(write.reference, saved.ok ? null : saved.current);
      const row = saved.booking;
      const conversion = recordedConversion(locked);
      if (!conversion) return { booking: row };
      // Judged on the stored data: its moveDateChosen is the one the date was first chosen with.
      const session = sessionOfConversion(partner, row.data, figures.depot ? { ...figures.depot } : null, conversion, now);
      const refusal = conversionVerdict(session, conversion, { keeping: true });
      if (refusal && conversion.type === 'pay_now') throw new RefusedError(refusal);
      if (refusal) {
        const withdrawn = await writeWithdrawal(tx, row);
        await capacity.release(tx, partner.slug, row.id);
        await outbox.record(tx, 'booking.conversion_withdrawn', withdrawn);
        return { booking: withdrawn };
      }
      if (conversionTakesCrew(partner, conversion) && slotOf(locked.data) !== slotOf(row.data)) {
        const refused = await capacity.take(tx, partner, row);
        if (refused) throw new RefusedError(refused);
      }
      await outbox.recordUpdate(tx, locked, row);
      return { booking: row };
    });
  } catch (error) {
    if (error instanceof RefusedError) return { refusal: error.refusal };
    throw error;
  }
}

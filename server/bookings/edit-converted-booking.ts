/**
 * The transition `edit` (./transitions.ts): a save of a converted booking, in the booking's transaction. The booking
 * keeps its conversion only where the flow still allows it for the saved data; else a pay-later or unserviceable
 * booking is withdrawn (the transition `withdraw`: the crew freed), and pay now, a card on file, is never withdrawn:
 * the save is refused. A kept conversion that holds a crew moves it to the new date or time of day, or the save is
 * refused with the move-date step's message and the booking keeps its slot. The partner hears of whatever changed.
 */
import { writeBooking, type BookingWrite } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { writeWithdrawal } from '../db/convert-booking';
import type { RouteFigures } from '../distance/route-figures';
import { conversionVerdict, recordedConversion, sessionOfConversion } from '../flow/conversion-verdict';
import { applyEffects, applyTransition } from './apply-transition';
import type { BookingDeskDeps, Visit } from './desk-deps';
import { staleAnswer, type DeskAnswer } from './desk-answer';
import { refusedAnswer } from './refused-answer';
import { RefusedError } from './refused-error';
import { transitionRefusal } from './transition-refusal';

export function editConvertedBooking(
  deps: BookingDeskDeps,
  { partner }: Visit,
  /** The session's current booking, the one the copy is of (the desk checked its reference). */
  bookingId: number,
  write: BookingWrite,
  figures: RouteFigures,
): Promise<DeskAnswer> {
  return refusedAnswer(() =>
    inConversionTransaction(deps.db, bookingId, async (tx, locked): Promise<DeskAnswer> => {
      if (!locked) return staleAnswer(write.reference, null);
      // Refused as the table says (cancelled, changes closed), with the booking as stored: the page shows it at once.
      const refused = transitionRefusal('edit', locked, partner, write.now);
      if (refused) return { refusal: refused, current: locked };
      const saved = await writeBooking(tx, write);
      if (!saved.ok) return staleAnswer(write.reference, saved.current);
      const row = saved.booking;
      const conversion = recordedConversion(locked);
      if (!conversion) return { booking: row };
      // Judged on the stored data: its moveDateChosen is the one the date was first chosen with.
      const session = sessionOfConversion(partner, row.data, figures.depot ? { ...figures.depot } : null, conversion, write.now);
      const refusal = conversionVerdict(session, conversion, { keeping: true });
      if (refusal && conversion.type === 'pay_now') throw new RefusedError(refusal);
      if (refusal) return { booking: await applyTransition(deps, tx, 'withdraw', partner, row, writeWithdrawal) };
      return { booking: await applyEffects(deps, tx, 'edit', partner, locked, row) };
    }),
  );
}

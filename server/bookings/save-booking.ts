/**
 * A save from the browser. A booking with no conversion is written in one statement (the funnel's
 * many saves stay cheap); a converted one is written in the conversion transaction
 * (server/db/conversion-transaction.ts), so the save and the withdrawal of a conversion the flow no
 * longer allows for the saved data are stored together or not at all.
 */
import type { AppDb } from '../db/app-database';
import { writeBooking, type BookingRow, type BookingWrite, type BookingWriteResult } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { withdrawConversion } from '../db/withdraw-conversion';
import type { VisitorSession, VisitorSessions } from '../sessions/visitor-sessions';
import { writeOrCreateBooking } from './write-or-create-booking';

/**
 * Whether the saved booking keeps its recorded conversion (server/flow/keeps-conversion.ts); called with the
 * lock held. Throwing ConversionRefusedError refuses the save itself (nothing is stored).
 */
export type KeepsConversion = (saved: BookingRow) => boolean;

export async function saveBooking(
  db: AppDb,
  sessions: VisitorSessions,
  session: VisitorSession,
  write: BookingWrite,
  keeps: KeepsConversion,
): Promise<BookingWriteResult> {
  const result = await writeOrCreateBooking(db, sessions, session, { ...write, unconvertedOnly: true });
  const current = result.ok ? null : result.current;
  // Refused only because the booking is converted: the copy is current, so save it with the lock held.
  if (!current || current.id !== write.bookingId || current.revision !== write.baseRevision || current.conversionType === null) {
    return result;
  }
  return inConversionTransaction(db, write.bookingId, async (tx, locked) => {
    const saved = await writeBooking(tx, write);
    if (!saved.ok || !locked || keeps(saved.booking)) return saved;
    return { ok: true, booking: await withdrawConversion(tx, saved.booking) };
  });
}

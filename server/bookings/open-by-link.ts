/**
 * "Open by link" (docs/FUNNEL.md, "Manage and resume links"): the booking a manage or resume link names moves to the
 * session of the browser that pressed the link page's button. The only write of `bookings.session_id` after a booking
 * is created, under the booking's lock like every other change of a booking (server/db/conversion-transaction.ts).
 * The session must hold no current booking of the booking's partner (one per session and partner): the link route
 * moves it into a session made for it.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/app-database';
import type { BookingRow } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { bookings } from '../db/schema';

/** The moved booking, or null when there is none to move: gone, reset (archived) or cancelled since the link was read. */
export function openBookingByLink(db: AppDb, bookingId: number, sessionId: string): Promise<BookingRow | null> {
  return inConversionTransaction(db, bookingId, async (tx, locked) => {
    if (!locked || locked.archivedAt !== null || locked.cancelledAt !== null) return null;
    if (locked.sessionId === sessionId) return locked;
    const moved = await tx.update(bookings).set({ sessionId }).where(eq(bookings.id, bookingId)).returning();
    return moved[0] ?? null;
  });
}

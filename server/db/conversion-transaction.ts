/**
 * The conversion transaction: every change of a converted booking or of its conversion (pay later, pay now from the
 * verification or Stripe's webhook, unserviceable, an edit, a withdrawal, a cancellation) runs inside one transaction
 * that holds the booking's row (SELECT ... FOR UPDATE) from the check to the write. The booking desk
 * (server/bookings/booking-desk.ts) puts the crew and the partner's event in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from './app-database';
import type { BookingRow } from './booking-repository';
import { bookings } from './schema';

/** The transaction handle the conversion's writes share. */
export type ConversionTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** Locks the booking's row until the transaction ends; null when there is no such booking. */
export async function lockBooking(tx: ConversionTx, bookingId: number): Promise<BookingRow | null> {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return rows[0] ?? null;
}

/**
 * Runs `change` in one transaction with the booking's row held: it commits when `change` resolves and
 * rolls back when it throws. `locked` is null when there is no such booking.
 */
export function inConversionTransaction<T>(
  db: AppDb,
  bookingId: number,
  change: (tx: ConversionTx, locked: BookingRow | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => change(tx, await lockBooking(tx, bookingId)));
}

/**
 * The conversion transaction: every change of a booking's conversion (pay later, pay now from the
 * verification or Stripe's webhook, unserviceable, and a save's withdrawal) runs inside one
 * transaction that holds the booking's row (SELECT ... FOR UPDATE) from the check to the write.
 *
 * The seam for other writes that must stand or fall with a conversion: they take the same `tx`
 * and go next to the write in server/db/convert-booking.ts or server/db/withdraw-conversion.ts
 * (an outbox event, a crew taken for the move's date). A write that must refuse the conversion
 * throws ConversionRefusedError: the whole transaction rolls back and the route answers 422.
 */
import { eq } from 'drizzle-orm';
import type { ConversionRefusal } from '../flow/conversion-refusal';
import type { AppDb } from './app-database';
import type { BookingRow } from './booking-repository';
import { bookings } from './schema';

/** The transaction handle the conversion's writes share. */
export type ConversionTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** Thrown inside the transaction to refuse the conversion: nothing of it is stored. */
export class ConversionRefusedError extends Error {
  constructor(readonly refusal: ConversionRefusal) {
    super(refusal.messages.join(' '));
    this.name = 'ConversionRefusedError';
  }
}

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

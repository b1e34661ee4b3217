/**
 * The one write that withdraws a booking's conversion (a save left data the flow would not convert,
 * server/flow/keeps-conversion.ts), inside the conversion transaction (./conversion-transaction.ts)
 * together with that save. Writes that belong to a withdrawal (an outbox event, freeing a crew) go
 * here, with `tx`.
 */
import { eq, sql } from 'drizzle-orm';
import type { BookingRow } from './booking-repository';
import type { ConversionTx } from './conversion-transaction';
import { bookingEvents, bookings } from './schema';

/** Clears the saved booking's conversion with a 'convert' event `{ conversionType: null, withdrawn }`, bumping the revision. */
export async function withdrawConversion(tx: ConversionTx, saved: BookingRow): Promise<BookingRow> {
  const [booking] = await tx
    .update(bookings)
    .set({ conversionType: null, unserviceableReason: null, revision: sql`${bookings.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(bookings.id, saved.id))
    .returning();
  if (!booking) throw new Error(`Booking ${saved.id} vanished while locked`);
  await tx.insert(bookingEvents).values({
    bookingId: booking.id,
    kind: 'convert',
    revision: booking.revision,
    payload: { conversionType: null, withdrawn: saved.conversionType },
  });
  return booking;
}

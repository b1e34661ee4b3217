/**
 * The stored row of a booking a test knows the way the browser does: by its reference. Answers, 409 bodies and host
 * pages carry no database id (docs/DECISIONS.md, "The browser never sees the booking's id"), so a test that looks at
 * the database finds the row from the reference it was given.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../server/db/app-database';
import type { BookingRow } from '../../../server/db/booking-repository';
import { bookings } from '../../../server/db/schema';

/** The row the reference names; throws when there is none (a test reading a booking that is not stored). */
export async function bookingByReference(db: AppDb, reference: unknown): Promise<BookingRow> {
  if (typeof reference !== 'string') throw new Error(`Not a booking reference: ${JSON.stringify(reference)}`);
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  if (!row) throw new Error(`No booking has the reference ${reference}`);
  return row;
}

/** The database id of the booking the reference names, for the repository's calls that take one. */
export async function bookingIdOf(db: AppDb, reference: unknown): Promise<number> {
  return (await bookingByReference(db, reference)).id;
}

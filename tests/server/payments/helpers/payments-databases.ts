/**
 * The server tests' databases (in-memory PGlite; PostgreSQL too with TEST_DATABASE_URL). The payments
 * tables come from the drizzle/0001_stripe_payments migration that openDatabase runs, like in production.
 */
import type { AppDb } from '../../../../server/db/app-database';
import { findOrCreateCurrentBooking, writeBooking, type BookingRow } from '../../../../server/db/booking-repository';
import { createSession, type SessionRecord } from '../../../../server/db/session-repository';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { testDatabases, type TestDatabase } from '../../helpers/test-databases';

export const paymentsDatabases: TestDatabase[] = testDatabases;

export const CONTACT = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(415) 555-0100' };

/** A visitor's session and its current booking, saved once with every step finished (the server lets only such a booking pay). */
export async function seedBooking(
  db: AppDb,
  partnerSlug = 'bayside-movers',
  data: Record<string, unknown> = COMPLETE_BOOKING,
): Promise<{ session: SessionRecord; booking: BookingRow }> {
  const session = await createSession(db);
  const created = await findOrCreateCurrentBooking(db, session.id, partnerSlug);
  const saved = await writeBooking(db, {
    now: new Date(),
    sessionId: session.id,
    partnerSlug,
    reference: created.reference,
    baseRevision: created.revision,
    data,
    kind: 'save',
    eventPayload: { booking: data },
  });
  if (!saved.ok) throw new Error('Seeding the booking failed');
  return { session, booking: saved.booking };
}

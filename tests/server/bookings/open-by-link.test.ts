/**
 * The desk's openByLink (server/bookings/open-by-link.ts, the transition `openByLink`): the booking moves to the given
 * session under its lock; an abandoned quote (archived before converting) or a cancelled booking, or none, moves
 * nowhere and answers null; a reservation a new quote left archived becomes the new session's current booking.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, testPartners } from '../helpers/test-app';
import type { AppDatabase } from '../../../server/db/app-database';
import { findBookingById, findOrCreateCurrentBooking } from '../../../server/db/booking-repository';
import { openDatabase } from '../../../server/db/open-database';
import { bookings } from '../../../server/db/schema';
import { createSession } from '../../../server/db/session-repository';

describe('openBookingByLink', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const partner = testPartners().find((candidate) => candidate.slug === 'bayside-movers')!;
  const openBookingByLink = (_db: unknown, bookingId: number, sessionId: string) => app.bookings.openByLink(partner, bookingId, sessionId);
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database);
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function bookingOfNewSession() {
    const session = await createSession(database.db);
    return findOrCreateCurrentBooking(database.db, session.id, 'bayside-movers');
  }

  it('moves the booking to the session and returns the moved row', async () => {
    const booking = await bookingOfNewSession();
    const target = await createSession(database.db);
    const moved = await openBookingByLink(database.db, booking.id, target.id);
    expect(moved).toMatchObject({ id: booking.id, sessionId: target.id, revision: booking.revision });
    expect((await findBookingById(database.db, booking.id))?.sessionId).toBe(target.id);
  });

  it('refuses an archived or a cancelled booking, and one that does not exist: null, and the row is as it was', async () => {
    const target = await createSession(database.db);
    for (const column of ['archivedAt', 'cancelledAt'] as const) {
      const booking = await bookingOfNewSession();
      await database.db
        .update(bookings)
        .set({ [column]: new Date() })
        .where(eq(bookings.id, booking.id));
      expect(await openBookingByLink(database.db, booking.id, target.id)).toBeNull();
      expect((await findBookingById(database.db, booking.id))?.sessionId).toBe(booking.sessionId);
    }
    expect(await openBookingByLink(database.db, 2_000_000_000, target.id)).toBeNull();
  });

  it('makes a reservation a new quote left archived the current booking of the session it moves to', async () => {
    const booking = await bookingOfNewSession();
    await database.db.update(bookings).set({ conversionType: 'pay_later', archivedAt: new Date() }).where(eq(bookings.id, booking.id));
    const target = await createSession(database.db);
    expect(await openBookingByLink(database.db, booking.id, target.id)).toMatchObject({ sessionId: target.id, archivedAt: null });
  });
});

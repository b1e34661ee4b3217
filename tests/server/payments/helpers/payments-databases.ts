/**
 * The server tests' databases (in-memory PGlite; PostgreSQL too with TEST_DATABASE_URL) with the
 * payments tables. Until drizzle/ holds the stripe_payments migration, its SQL is applied here.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AppDatabase, AppDb } from '../../../../server/db/app-database';
import { findOrCreateCurrentBooking, writeBooking, type BookingRow } from '../../../../server/db/booking-repository';
import { createSession, type SessionRecord } from '../../../../server/db/session-repository';
import { testDatabases, type TestDatabase } from '../../helpers/test-databases';

const PAYMENTS_SQL = readFileSync(new URL('../../../../server/payments/stripe/payments-tables.sql', import.meta.url), 'utf8');

export async function ensurePaymentsTables(db: AppDb): Promise<void> {
  // Both drivers (PGlite, node-postgres) answer { rows }.
  const found = (await db.execute(sql`select to_regclass('stripe_events') as name`)) as unknown as { rows: Array<{ name: string | null }> };
  if (found.rows[0]?.name) return;
  for (const statement of PAYMENTS_SQL.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

export const paymentsDatabases: TestDatabase[] = testDatabases.map((database) => ({
  name: database.name,
  open: async (): Promise<AppDatabase> => {
    const opened = await database.open();
    await ensurePaymentsTables(opened.db);
    return opened;
  },
}));

export const CONTACT = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(415) 555-0100' };

/** A visitor's session and its current booking, saved once with the landing form's contact. */
export async function seedBooking(db: AppDb, partnerSlug = 'bayside-movers', data: Record<string, unknown> = CONTACT): Promise<{ session: SessionRecord; booking: BookingRow }> {
  const session = await createSession(db);
  const created = await findOrCreateCurrentBooking(db, session.id, partnerSlug);
  const saved = await writeBooking(db, { bookingId: created.id, baseRevision: created.revision, data, kind: 'save', eventPayload: { booking: data } });
  if (!saved.ok) throw new Error('Seeding the booking failed');
  return { session, booking: saved.booking };
}

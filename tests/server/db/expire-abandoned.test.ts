import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { BOOKING_STATES, bookingStateOf, type BookingState } from '../../../server/bookings/booking-state';
import { TRANSITIONS } from '../../../server/bookings/transitions';
import { expireAbandoned } from '../../../server/db/expire-abandoned';
import { testDatabases } from '../helpers/test-databases';
import { useTestApp } from '../helpers/test-app';

/** One session with its bookings, ages in days: what the expiry rule must do with each. */
interface Fixture {
  name: string;
  sessionAge: number;
  bookings: Array<{ age: number; converted?: boolean; stripeCustomer?: boolean; keep: boolean }>;
  keepSession: boolean;
}

const FIXTURES: Fixture[] = [
  { name: 'abandoned, one booking never converted', sessionAge: 40, bookings: [{ age: 40, keep: false }], keepSession: false },
  { name: 'abandoned, no booking', sessionAge: 40, bookings: [], keepSession: false },
  {
    name: 'abandoned, converted and unconverted',
    sessionAge: 40,
    bookings: [
      { age: 40, converted: true, keep: true },
      { age: 45, keep: false },
    ],
    keepSession: true,
  },
  { name: 'abandoned, card setup started', sessionAge: 40, bookings: [{ age: 40, stripeCustomer: true, keep: true }], keepSession: true },
  { name: 'abandoned session, booking changed recently', sessionAge: 40, bookings: [{ age: 2, keep: true }], keepSession: true },
  { name: 'seen within the cookie lifetime, old booking', sessionAge: 29, bookings: [{ age: 60, keep: true }], keepSession: true },
  { name: 'seen today', sessionAge: 0, bookings: [{ age: 0, keep: true }], keepSession: true },
];

describe.each(testDatabases)('expiry of abandoned sessions and bookings on $name', ({ open }) => {
  let database: AppDatabase;
  useTestApp(open, (opened) => ({ database } = opened));

  it('removes only never-converted bookings of abandoned sessions and sessions left empty, never events', async () => {
    const { db } = database;
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    const ids = new Map<string, { session: string; bookings: number[] }>();
    for (const [index, fixture] of FIXTURES.entries()) {
      const session = `expiry-session-${index}`;
      await db.execute(
        sql`insert into sessions (id, csrf_token, created_at, last_seen_at) values (${session}, 't', ${ago(fixture.sessionAge)}, ${ago(fixture.sessionAge)})`,
      );
      const bookingIds: number[] = [];
      for (const [n, booking] of fixture.bookings.entries()) {
        const inserted = await db.execute<{ id: number }>(sql`
          insert into bookings (session_id, partner_slug, data, revision, conversion_type, updated_at, archived_at)
          values (${session}, 'bayside-movers', '{"firstName":"Ann"}'::jsonb, 1, ${booking.converted ? 'pay_later' : null}, ${ago(booking.age)}, ${n === 0 ? null : sql`now()`})
          returning id`);
        const id = Number(((inserted as unknown as { rows: Array<{ id: number }> }).rows ?? inserted)[0]!.id);
        await db.execute(sql`insert into booking_events (booking_id, kind, revision, payload) values (${id}, 'save', 1, '{}'::jsonb)`);
        if (booking.stripeCustomer)
          await db.execute(
            sql`insert into stripe_customers (booking_id, customer_id, contact) values (${id}, ${`cus_${id}`}, '{}'::jsonb)`,
          );
        bookingIds.push(id);
      }
      ids.set(fixture.name, { session, bookings: bookingIds });
    }
    const eventsBefore = await count(database, 'booking_events');

    const first = await expireAbandoned(db);
    const again = await expireAbandoned(db);

    const removedBookings = FIXTURES.flatMap((f) => f.bookings).filter((b) => !b.keep).length;
    const removedSessions = FIXTURES.filter((f) => !f.keepSession).length;
    expect([first, again]).toEqual([
      { ran: true, bookings: removedBookings, sessions: removedSessions },
      { ran: true, bookings: 0, sessions: 0 },
    ]);
    for (const fixture of FIXTURES) {
      const { session, bookings } = ids.get(fixture.name)!;
      const kept = await Promise.all(bookings.map(async (id) => (await count(database, 'bookings', sql`id = ${id}`)) === 1));
      expect({ name: fixture.name, session: (await count(database, 'sessions', sql`id = ${session}`)) === 1, bookings: kept }).toEqual({
        name: fixture.name,
        session: fixture.keepSession,
        bookings: fixture.bookings.map((b) => b.keep),
      });
    }
    expect(await count(database, 'booking_events')).toBe(eventsBefore);
  });
});

/** The columns that put a booking in each state (server/bookings/booking-state.ts), checked against bookingStateOf. */
function columnsOf(state: BookingState) {
  const reserved = state === 'pay_later' || state === 'pay_now' || state === 'cancelled';
  const columns = {
    conversionType: reserved ? (state === 'cancelled' ? 'pay_later' : state) : state === 'unserviceable' ? 'unserviceable' : null,
    cancelledAt: state === 'cancelled' ? new Date() : null,
    archivedAt: state === 'archived' ? new Date() : null,
  };
  expect(bookingStateOf(columns)).toBe(state);
  return columns;
}

describe.each(testDatabases)("expiry is the transition table's expire on $name", ({ open }) => {
  let database: AppDatabase;
  useTestApp(open, (opened) => ({ database } = opened));

  it('deletes an abandoned booking in exactly the states `expire` starts from', async () => {
    const ago = sql`now() - make_interval(days => 40)`;
    const ids = new Map<BookingState, number>();
    for (const state of BOOKING_STATES) {
      const session = `expire-state-${state}`;
      await database.db.execute(
        sql`insert into sessions (id, csrf_token, created_at, last_seen_at) values (${session}, 't', ${ago}, ${ago})`,
      );
      const { conversionType, cancelledAt, archivedAt } = columnsOf(state);
      const inserted = await database.db.execute<{ id: number }>(sql`
        insert into bookings (session_id, partner_slug, data, revision, conversion_type, cancelled_at, archived_at, updated_at)
        values (${session}, 'bayside-movers', '{}'::jsonb, 1, ${conversionType}, ${cancelledAt}, ${archivedAt}, ${ago}) returning id`);
      ids.set(state, Number(((inserted as unknown as { rows: Array<{ id: number }> }).rows ?? inserted)[0]!.id));
    }

    await expireAbandoned(database.db);

    const expired: BookingState[] = [];
    for (const [state, id] of ids) if ((await count(database, 'bookings', sql`id = ${id}`)) === 0) expired.push(state);
    expect(expired.sort()).toEqual([...TRANSITIONS.expire.from].sort());
  });
});

async function count(database: AppDatabase, table: string, where = sql`true`): Promise<number> {
  const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return Number(((result as unknown as { rows: Array<{ n: number }> }).rows ?? result)[0]!.n);
}

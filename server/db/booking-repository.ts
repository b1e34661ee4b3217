/**
 * Every booking read and save. A save is one prepared statement (./save-statement.ts). Conversions, withdrawals and
 * cancellations are written in the conversion transaction instead (./conversion-transaction.ts, ./convert-booking.ts).
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '../../core/booking';
import type { AppDb } from './app-database';
import { runSaveStatement } from './save-statement';
import { bookingEvents, bookings } from './schema';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type BookingEventKind = 'save' | 'convert' | 'reset';

/** The largest value of PostgreSQL's integer columns (id, revision). */
export const INT4_MAX = 2_147_483_647;

export async function findCurrentBooking(db: AppDb, sessionId: string, partnerSlug: string): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(currentOf(sessionId, partnerSlug)).limit(1);
  return rows[0] ?? null;
}

/** The current booking of this session and partner, created when there is none; tests and support tools start bookings with it. */
export async function findOrCreateCurrentBooking(db: AppDb, sessionId: string, partnerSlug: string): Promise<BookingRow> {
  const existing = await findCurrentBooking(db, sessionId, partnerSlug);
  if (existing) return existing;
  // Two tabs may race here; the partial unique index lets exactly one insert win.
  await db.insert(bookings).values({ sessionId, partnerSlug, data: {} }).onConflictDoNothing();
  const created = await findCurrentBooking(db, sessionId, partnerSlug);
  if (!created) throw new Error(`Booking for session and partner ${partnerSlug} vanished after insert`);
  return created;
}

/**
 * A session's first save for a partner (bookings are created lazily, docs/DECISIONS.md "Server, sessions, hardening, abuse and privacy"):
 * the booking at revision 1 and its event in one statement. Null when the session already has a current
 * booking for the partner (another tab saved first); the session row must exist.
 */
export async function createFirstBooking(
  db: AppDb,
  first: Pick<BookingWrite, 'sessionId' | 'partnerSlug' | 'data' | 'kind' | 'eventPayload'>,
): Promise<BookingRow | null> {
  const inserted = db.$with('inserted').as(
    db
      .insert(bookings)
      .values({
        sessionId: first.sessionId,
        partnerSlug: first.partnerSlug,
        data: first.data,
        revision: 1,
      })
      // The partial unique index (one current booking per session and partner) is the only one that can conflict.
      .onConflictDoNothing()
      .returning(),
  );
  const logged = db
    .$with('logged', {})
    .as(
      sql`insert into booking_events (booking_id, kind, revision, payload) select i.id, ${first.kind}, i.revision, ${eventPayloadSql(first.eventPayload, sql`null::jsonb`, sql`i.data`)} from ${inserted} i`,
    );
  const rows = await db.with(inserted, logged).select().from(inserted);
  return rows[0] ?? null;
}

export interface BookingWrite {
  /** The booking must be this session's current one for this partner (the session names the booking)… */
  sessionId: string;
  partnerSlug: string;
  /** …and the one the client's copy is of, by its reference (null: a copy never stored, which no row matches). */
  reference: string | null;
  /** The revision the client's data was based on. */
  baseRevision: number;
  data: Booking;
  kind: Exclude<BookingEventKind, 'reset'>;
  /** What the call was (conversion type, current step), logged with the fields the write changed; never the whole body. */
  eventPayload: Record<string, unknown>;
  /**
   * Write only a booking with no conversion: a converted one is refused like a stale copy (its `current`
   * is at `baseRevision`), and its save goes through the conversion transaction instead
   * (server/bookings/edit-converted-booking.ts), since the save may withdraw the conversion or move its crew.
   */
  unconvertedOnly?: boolean;
  /** The server's time: a hold that lapsed before it is no longer the booking's. */
  now: Date;
}

/** A crew held for the booking's date and time of day until `expiresAt` (an ISO time), as booking answers carry it. */
export interface ActiveHold {
  expiresAt: string;
}

/**
 * Written: the booking, the hold it still has, and whether the write freed one of a slot it no longer has. Refused:
 * `current` is the session's current booking for the partner (null: there is none), so the caller can tell replaced from stale.
 */
export type BookingWriteResult =
  { ok: true; booking: BookingRow; hold: ActiveHold | null; freedHold: boolean } | { ok: false; current: BookingRow | null };

/**
 * Replaces the booking's data if it is still the session's current booking, the one `reference` names, at `baseRevision`.
 * The check, the write and the event are one statement (./save-statement.ts): no transaction to hold open, which is what
 * lets the embedded database take the saves a second of docs/PERFORMANCE.md.
 */
export async function writeBooking(db: AppDb, write: BookingWrite): Promise<BookingWriteResult> {
  // A copy never stored (no reference) matches no row; a revision no row can have (the schema only says integer) is
  // stale, not a query the database refuses (500).
  const { reference, data } = write;
  const { moveDate, timeOfDay } = data;
  const rows =
    reference !== null && isInt4(write.baseRevision)
      ? await runSaveStatement(db, {
          sessionId: write.sessionId,
          partnerSlug: write.partnerSlug,
          reference,
          baseRevision: write.baseRevision,
          unconvertedOnly: write.unconvertedOnly ?? false,
          data: JSON.stringify(data),
          kind: write.kind,
          payload: JSON.stringify(write.eventPayload),
          moveDate: typeof moveDate === 'string' ? moveDate : null,
          timeOfDay: typeof timeOfDay === 'string' ? timeOfDay : null,
          now: write.now.toISOString(),
        })
      : [];
  const row = rows[0];
  if (!row) return { ok: false, current: await findCurrentBooking(db, write.sessionId, write.partnerSlug) };
  const running = row.hold?.expiresAt ? { expiresAt: row.hold.expiresAt.toISOString() } : null;
  return { ok: true, booking: row.updated, hold: row.hold?.kept ? running : null, freedHold: running !== null && !row.hold?.kept };
}

/**
 * The new `data` of a save: the client's booking, keeping the server's own fields it left out (the database function
 * of drizzle/0009_booking_functions.sql says which). The terms keep the time they were first accepted: a save with
 * `termsAccepted: true` (and the server's time in `termsAcceptedAt`) keeps an earlier acceptance, one with `false` clears it.
 */
export function storedDataSql(data: Booking): SQL {
  return sql`booking_stored_data(${JSON.stringify(data)}::jsonb, ${bookings.data})`;
}

function isInt4(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= INT4_MAX;
}

function currentOf(sessionId: string, partnerSlug: string): SQL {
  return and(eq(bookings.sessionId, sessionId), eq(bookings.partnerSlug, partnerSlug), isNull(bookings.archivedAt))!;
}

/**
 * An event's payload: `payload` (what the call was: a conversion's type, the step the client was on) and, when
 * the stored data changed, `changed`: each top-level field whose value changed, with its new value (null:
 * removed). Never the whole booking: the row holds that, and a log of whole bodies grows without bound.
 */
function eventPayloadSql(payload: Record<string, unknown>, before: SQL, after: SQL): SQL {
  return sql`booking_event_payload(${JSON.stringify(payload)}::jsonb, ${before}, ${after})`;
}

export async function findBookingById(db: AppDb, bookingId: number): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return rows[0] ?? null;
}

/** The booking's event log, oldest first. */
export async function listBookingEvents(db: AppDb, bookingId: number): Promise<BookingEventRow[]> {
  return db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(asc(bookingEvents.id));
}

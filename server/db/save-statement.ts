/**
 * A save's one statement, built once per database and prepared (docs/PERFORMANCE.md, "Speed, round 3: what changed
 * structurally"): drizzle builds its text the first time, and every later save only binds its values. The booking row
 * changes only when it is the session's current booking at the revision the client based it on; the same statement
 * appends the event, frees a hold the new date or time of day no longer matches, and reads the running hold for the
 * answer (every CTE sees the rows as they were, so the hold read is the one before the delete). What the new data keeps
 * of the stored one, and what the event records, are the database functions of drizzle/0009_booking_functions.sql.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { insightsSaveCtes, type InsightSaveValues } from './insights-save-ctes';
import type { AppDb } from './app-database';
import { bookings, crewClaims } from './schema';

/**
 * The values a save binds. `data` and `payload` are JSON text; `now` an ISO time; a slot part is null when unset; the
 * insights values say what the save moves in the partner's counts (server/db/insights-save-ctes.ts).
 */
export interface SaveValues extends InsightSaveValues {
  sessionId: string;
  partnerSlug: string;
  reference: string;
  baseRevision: number;
  /** true: a converted booking is refused like a stale copy (its save goes through the conversion transaction). */
  unconvertedOnly: boolean;
  data: string;
  kind: string;
  payload: string;
  moveDate: string | null;
  timeOfDay: string | null;
  now: string;
}

const value = (name: keyof SaveValues) => sql.placeholder(name);

function buildSaveStatement(db: AppDb) {
  const where = and(
    eq(bookings.sessionId, value('sessionId')),
    eq(bookings.partnerSlug, value('partnerSlug')),
    isNull(bookings.archivedAt),
    eq(bookings.reference, value('reference')),
    eq(bookings.revision, value('baseRevision')),
    sql`(${bookings.conversionType} is null or not ${value('unconvertedOnly')}::boolean)`,
  );
  // The row as it was (the statement's snapshot), so the event can record what changed.
  const previous = db.$with('previous').as(db.select({ id: bookings.id, data: bookings.data }).from(bookings).where(where));
  const updated = db.$with('updated').as(
    db
      .update(bookings)
      .set({
        data: sql`booking_stored_data(${value('data')}::jsonb, ${bookings.data})`,
        revision: sql`${bookings.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(where)
      .returning(),
  );
  // drizzle's insert-select wants every column (id and created_at too), so this part is plain SQL.
  const logged = db
    .$with('logged', {})
    .as(
      sql`insert into booking_events (booking_id, kind, revision, payload) select u.id, ${value('kind')}, u.revision, booking_event_payload(${value('payload')}::jsonb, p.data, u.data) from ${updated} u left join ${previous} p on p.id = u.id`,
    );
  // A hold of a date or time of day the booking no longer has is freed (docs/FUNNEL.md, "Holding the time slot"); a crew
  // taken by a conversion is the booking desk's to move.
  const sameSlot = (moveDate: unknown, timeOfDay: unknown) =>
    sql<boolean>`coalesce(${moveDate}::text = ${value('moveDate')}::text and ${timeOfDay} = ${value('timeOfDay')}::text, false)`;
  const released = db
    .$with('released', {})
    .as(
      sql`delete from ${crewClaims} c using ${updated} u where c.booking_id = u.id and c.kind = 'hold' and not ${sameSlot(sql`c.move_date`, sql`c.time_of_day`)}`,
    );
  const hold = db.$with('hold').as(
    db
      .select({
        bookingId: crewClaims.bookingId,
        expiresAt: crewClaims.expiresAt,
        kept: sameSlot(crewClaims.moveDate, crewClaims.timeOfDay).as('kept'),
      })
      .from(crewClaims)
      .innerJoin(updated, eq(crewClaims.bookingId, updated.id))
      .where(and(eq(crewClaims.kind, 'hold'), sql`${crewClaims.expiresAt} > ${value('now')}::timestamptz`)),
  );
  return db
    .with(previous, updated, logged, released, hold, ...insightsSaveCtes(db, updated))
    .select()
    .from(updated)
    .leftJoin(hold, eq(hold.bookingId, updated.id))
    .prepare('save_booking');
}

type SaveStatement = ReturnType<typeof buildSaveStatement>;

/** Per database (or transaction): two apps in one process (tests) never share one. */
const statements = new WeakMap<AppDb, SaveStatement>();

/** The save's rows: none when the booking was not the current one at that revision. */
export function runSaveStatement(db: AppDb, values: SaveValues) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = buildSaveStatement(db)));
  return statement.execute({ ...values });
}

/**
 * Every booking read and write. A write is one transaction: the booking row changes only when the
 * revision it was based on is still current, and the same transaction appends the event.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from './app-database';
import { bookingEvents, bookings } from './schema';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type BookingEventKind = 'save' | 'convert' | 'reset';

/** The largest value of PostgreSQL's integer columns (id, revision). */
export const INT4_MAX = 2_147_483_647;

/** Fields the server sets; a save that leaves them out keeps the stored value. */
const SERVER_KEPT_FIELDS = ['locationId'] as const;

export async function findCurrentBooking(db: AppDb, sessionId: string, partnerSlug: string): Promise<BookingRow | null> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.partnerSlug, partnerSlug), isNull(bookings.archivedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The current booking of this session and partner, created on the first visit. */
export async function findOrCreateCurrentBooking(db: AppDb, sessionId: string, partnerSlug: string): Promise<BookingRow> {
  const existing = await findCurrentBooking(db, sessionId, partnerSlug);
  if (existing) return existing;
  // Two tabs may race here; the partial unique index lets exactly one insert win.
  await db.insert(bookings).values({ sessionId, partnerSlug, data: {} }).onConflictDoNothing();
  const created = await findCurrentBooking(db, sessionId, partnerSlug);
  if (!created) throw new Error(`Booking for session and partner ${partnerSlug} vanished after insert`);
  return created;
}

export interface BookingWrite {
  bookingId: number;
  /** The revision the client's data was based on. */
  baseRevision: number;
  data: Record<string, unknown>;
  kind: Exclude<BookingEventKind, 'reset'>;
  /** What the client sent, kept whole in the event log. */
  eventPayload: Record<string, unknown>;
  conversion?: { type: string; unserviceableReason?: string | null };
}

export type BookingWriteResult = { ok: true; booking: BookingRow } | { ok: false; current: BookingRow | null };

/** Replaces the booking's data if `baseRevision` is still current; else returns the current row. */
export async function writeBooking(db: AppDb, write: BookingWrite): Promise<BookingWriteResult> {
  // A revision no row can have (the schema only says integer >= 0) is stale, not a query the database refuses (500).
  if (!Number.isSafeInteger(write.baseRevision) || write.baseRevision < 0 || write.baseRevision > INT4_MAX) {
    return { ok: false, current: await findBookingById(db, write.bookingId) };
  }
  return db.transaction(async (tx) => {
    const keepServerFields = SERVER_KEPT_FIELDS.filter((field) => !(field in write.data)).map(
      (field) => sql`case when ${bookings.data} ? ${field} then jsonb_build_object(${field}::text, ${bookings.data} -> ${field}) else '{}'::jsonb end`,
    );
    const newData = keepServerFields.reduce((merged, kept) => sql`${kept} || ${merged}`, sql`${JSON.stringify(write.data)}::jsonb`);
    const updated = await tx
      .update(bookings)
      .set({
        data: newData,
        revision: sql`${bookings.revision} + 1`,
        updatedAt: sql`now()`,
        ...(write.conversion
          ? { conversionType: write.conversion.type, unserviceableReason: write.conversion.unserviceableReason ?? null }
          : {}),
      })
      .where(and(eq(bookings.id, write.bookingId), eq(bookings.revision, write.baseRevision), isNull(bookings.archivedAt)))
      .returning();
    const booking = updated[0];
    if (!booking) {
      const current = await tx.select().from(bookings).where(eq(bookings.id, write.bookingId)).limit(1);
      return { ok: false, current: current[0] ?? null };
    }
    await tx.insert(bookingEvents).values({
      bookingId: booking.id,
      kind: write.kind,
      revision: booking.revision,
      payload: write.eventPayload,
    });
    return { ok: true, booking };
  });
}

/** Archives the current booking (kept, never deleted) and starts an empty one. */
export async function resetBooking(db: AppDb, sessionId: string, partnerSlug: string): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const archived = await tx
      .update(bookings)
      .set({ archivedAt: sql`now()` })
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.partnerSlug, partnerSlug), isNull(bookings.archivedAt)))
      .returning({ id: bookings.id });
    const inserted = await tx.insert(bookings).values({ sessionId, partnerSlug, data: {} }).returning();
    const booking = inserted[0];
    if (!booking) throw new Error('Insert of a fresh booking returned no row');
    await tx.insert(bookingEvents).values({
      bookingId: booking.id,
      kind: 'reset',
      revision: booking.revision,
      payload: { previousBookingId: archived[0]?.id ?? null },
    });
    return booking;
  });
}

/** Records the suggested depot without a new revision, so a save already in flight is not made stale. */
export async function setBookingLocationId(db: AppDb, bookingId: number, locationId: string | number): Promise<void> {
  await db
    .update(bookings)
    .set({ data: sql`${bookings.data} || jsonb_build_object('locationId', ${JSON.stringify(locationId)}::jsonb)` })
    .where(eq(bookings.id, bookingId));
}

export async function findBookingById(db: AppDb, bookingId: number): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return rows[0] ?? null;
}

/** The booking's event log, oldest first. */
export async function listBookingEvents(db: AppDb, bookingId: number): Promise<BookingEventRow[]> {
  return db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(asc(bookingEvents.id));
}

/** The latest bookings of a session for one partner, current first; used by tests and support. */
export async function listSessionBookings(db: AppDb, sessionId: string, partnerSlug: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.partnerSlug, partnerSlug)))
    .orderBy(desc(bookings.id));
}

/** Records a conversion of the stored booking as it is (pay later has no body), bumping the revision. */
export async function convertBooking(
  db: AppDb,
  bookingId: number,
  conversion: { type: string; unserviceableReason?: string | null },
  eventPayload: Record<string, unknown>,
): Promise<BookingRow | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(bookings)
      .set({
        conversionType: conversion.type,
        unserviceableReason: conversion.unserviceableReason ?? null,
        revision: sql`${bookings.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(bookings.id, bookingId), isNull(bookings.archivedAt)))
      .returning();
    const booking = updated[0];
    if (!booking) return null;
    await tx.insert(bookingEvents).values({ bookingId, kind: 'convert', revision: booking.revision, payload: eventPayload });
    return booking;
  });
}

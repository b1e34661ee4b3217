/**
 * Crews held and taken (the `crew_claims` table, docs/DECISIONS.md "Capacity"). A claim is one numbered crew of a
 * partner's day and time of day; the unique index on (partner, day, time of day, crew) settles every race: of two
 * transactions trying the last free number, the database lets exactly one insert it, on one process or many.
 */
import { and, between, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { TimeOfDay } from '../../core/capacity/partner-capacity';
import type { CrewsUsed } from '../../core/capacity/day-availability';
import type { AppDb } from './app-database';
import { bookings, crewClaims } from './schema';

/** The transaction handle of `db.transaction`, which every claim runs in. */
export type ClaimTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export interface CrewClaim {
  partnerSlug: string;
  moveDate: string;
  timeOfDay: TimeOfDay;
  bookingId: number;
  /** Crews the partner offers that day and time of day; null: no capacity, crews are unlimited. */
  offered: number | null;
  /** 'hold' lapses at `expiresAt`; 'taken' (a conversion that keeps a crew: server/capacity/pay-later-takes-crew.ts) does not lapse. */
  kind: 'hold' | 'taken';
  expiresAt: Date | null;
  /** The app's clock: holds that lapsed before it count for nothing. */
  now: Date;
  /** A hold's client address key (IPv6 by /64); null for a crew taken. */
  heldFrom?: string | null;
}

/** A claim still counts: taken, or a hold that has not lapsed. */
const active = (now: Date) => or(eq(crewClaims.kind, 'taken'), gt(crewClaims.expiresAt, now))!;

const sameSlot = (claim: Pick<CrewClaim, 'partnerSlug' | 'moveDate' | 'timeOfDay'>) =>
  and(eq(crewClaims.partnerSlug, claim.partnerSlug), eq(crewClaims.moveDate, claim.moveDate), eq(crewClaims.timeOfDay, claim.timeOfDay))!;

/**
 * Holds or takes one crew for the booking, in the caller's transaction: true when the booking has it, false when no
 * crew is left. The booking's row is locked first, so two tabs of one booking queue; its claim on another day or time
 * of day is given up, its claim on this one is renewed (a hold) or kept (taken stays taken).
 */
export async function claimCrew(tx: ClaimTx, claim: CrewClaim): Promise<boolean> {
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, claim.bookingId)).for('update');
  // Lapsed holds free their numbers; a concurrent deleter waits for this one and then finds nothing.
  await tx.delete(crewClaims).where(and(sameSlot(claim), eq(crewClaims.kind, 'hold'), lte(crewClaims.expiresAt, claim.now)));
  const [own] = await tx.select().from(crewClaims).where(eq(crewClaims.bookingId, claim.bookingId));
  if (own && own.partnerSlug === claim.partnerSlug && own.moveDate === claim.moveDate && own.timeOfDay === claim.timeOfDay) {
    if (own.kind === 'hold') {
      await tx
        .update(crewClaims)
        .set({ kind: claim.kind, expiresAt: claim.expiresAt, heldFrom: claim.heldFrom ?? null })
        .where(eq(crewClaims.id, own.id));
    }
    return true;
  }
  if (own) await tx.delete(crewClaims).where(eq(crewClaims.id, own.id));
  // The crew number is filled in below once a free one is found; null is a hold of a day without capacity.
  const row = { ...claim, heldFrom: claim.heldFrom ?? null, crew: null as number | null };
  if (claim.offered === null) {
    await tx.insert(crewClaims).values(row);
    return true;
  }
  // Each pass tries the lowest free number; losing it to a racer (ON CONFLICT) re-reads, and the numbers run out.
  for (let attempt = 0; attempt <= claim.offered; attempt++) {
    const taken = await tx.select({ crew: crewClaims.crew }).from(crewClaims).where(sameSlot(claim));
    const used = new Set(taken.map((t) => t.crew));
    const free = Array.from({ length: claim.offered }, (_, i) => i + 1).find((crew) => !used.has(crew));
    if (free === undefined) return false;
    const inserted = await tx
      .insert(crewClaims)
      .values({ ...row, crew: free })
      .onConflictDoNothing()
      .returning({ id: crewClaims.id });
    if (inserted.length > 0) return true;
  }
  return false;
}

/** Frees the booking's crew, held or taken (a cancellation, a reset, a conversion that keeps none); true when it had one. */
export async function releaseClaim(db: AppDb | ClaimTx, bookingId: number, kind?: 'hold'): Promise<boolean> {
  const released = await db
    .delete(crewClaims)
    .where(and(eq(crewClaims.bookingId, bookingId), kind ? eq(crewClaims.kind, kind) : undefined))
    .returning({ id: crewClaims.id });
  return released.length > 0;
}

/** The booking's claim, held or taken, as its slot; null when it has none. */
export async function claimOf(db: AppDb | ClaimTx, bookingId: number) {
  const [claim] = await db.select().from(crewClaims).where(eq(crewClaims.bookingId, bookingId));
  return claim ?? null;
}

/**
 * Holds still running of other bookings, from one client address and from one visitor session. Serialised per address
 * by a transaction-scoped advisory lock, so two holds racing from one address cannot both pass the count.
 */
export async function activeHoldsBeside(
  tx: ClaimTx,
  holder: { heldFrom: string; sessionId: string; bookingId: number; now: Date },
): Promise<{ fromAddress: number; ofSession: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${holder.heldFrom}`}))`);
  const running = and(eq(crewClaims.kind, 'hold'), gt(crewClaims.expiresAt, holder.now), ne(crewClaims.bookingId, holder.bookingId));
  const [counts] = await tx
    .select({
      fromAddress: sql<number>`count(*) filter (where ${crewClaims.heldFrom} = ${holder.heldFrom})::int`,
      ofSession: sql<number>`count(*) filter (where ${bookings.sessionId} = ${holder.sessionId})::int`,
    })
    .from(crewClaims)
    .innerJoin(bookings, eq(bookings.id, crewClaims.bookingId))
    .where(and(running, or(eq(crewClaims.heldFrom, holder.heldFrom), eq(bookings.sessionId, holder.sessionId))));
  return { fromAddress: counts?.fromAddress ?? 0, ofSession: counts?.ofSession ?? 0 };
}

/** The booking's hold that has not lapsed, as the API shows it; null when it has none (or its crew is taken). */
export async function activeHold(db: AppDb, bookingId: number, now: Date): Promise<{ expiresAt: string } | null> {
  const [hold] = await db
    .select({ expiresAt: crewClaims.expiresAt })
    .from(crewClaims)
    .where(and(eq(crewClaims.bookingId, bookingId), eq(crewClaims.kind, 'hold'), gt(crewClaims.expiresAt, now)));
  return hold?.expiresAt ? { expiresAt: hold.expiresAt.toISOString() } : null;
}

/**
 * activeHold of the booking `reference` names, in one read: the API's answers name a booking by its reference only
 * (docs/DECISIONS.md, "The browser never sees the booking's id").
 */
export async function activeHoldByReference(db: AppDb, reference: string, now: Date): Promise<{ expiresAt: string } | null> {
  const [hold] = await db
    .select({ expiresAt: crewClaims.expiresAt })
    .from(crewClaims)
    .innerJoin(bookings, eq(bookings.id, crewClaims.bookingId))
    .where(and(eq(bookings.reference, reference), eq(crewClaims.kind, 'hold'), gt(crewClaims.expiresAt, now)));
  return hold?.expiresAt ? { expiresAt: hold.expiresAt.toISOString() } : null;
}

/**
 * Crews taken or held per day and time of day between `from` and `to` (inclusive), without the visitor's own claim
 * (`exceptBookingId`): a customer's own hold never makes their day read as full to them.
 */
export async function crewsUsed(
  db: AppDb | ClaimTx,
  range: { partnerSlug: string; from: string; to: string; now: Date; exceptBookingId: number | null },
): Promise<Map<string, CrewsUsed>> {
  const rows = await db
    .select({ moveDate: crewClaims.moveDate, timeOfDay: crewClaims.timeOfDay, count: sql<number>`count(*)::int` })
    .from(crewClaims)
    .where(
      and(
        eq(crewClaims.partnerSlug, range.partnerSlug),
        between(crewClaims.moveDate, range.from, range.to),
        active(range.now),
        range.exceptBookingId === null ? undefined : ne(crewClaims.bookingId, range.exceptBookingId),
      ),
    )
    .groupBy(crewClaims.moveDate, crewClaims.timeOfDay);
  const used = new Map<string, CrewsUsed>();
  for (const row of rows) {
    const day = used.get(row.moveDate) ?? {};
    day[row.timeOfDay] = row.count;
    used.set(row.moveDate, day);
  }
  return used;
}

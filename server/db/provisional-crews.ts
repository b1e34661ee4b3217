/**
 * The crew columns of `bookings` (`crew_state`, `confirm_by`, `client_bucket`: server/bookings/crew-state.ts) and the
 * reads over them: the caps on unconfirmed crews (server/bookings/crew-to-take.ts) and the provisional crews to release
 * (server/bookings/release-unconfirmed.ts). Storage only: the transitions decide (server/bookings/transitions.ts).
 */
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AppDb } from './app-database';
import type { BookingRow } from './booking-repository';
import type { ConversionTx } from './conversion-transaction';
import { bookings } from './schema';

/** Provisional crews one lookup releases at most: the job and the partner's command come back for the rest. */
export const RELEASE_BATCH = 500;

/** Writes the booking's crew state (no new revision: the customer's open page stays current). */
export async function writeCrewState(
  tx: ConversionTx,
  bookingId: number,
  crew: { state: string; confirmBy: Date | null },
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ crewState: crew.state, confirmBy: crew.confirmBy, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning();
  if (!row) throw new Error(`Booking ${bookingId} vanished while locked`);
  return row;
}

const emailOf = sql`lower(btrim(${bookings.data} ->> 'email'))`;
const phoneOf = sql`regexp_replace(coalesce(${bookings.data} ->> 'phone', ''), '[^0-9]', '', 'g')`;

export interface UnconfirmedOf {
  partnerSlug: string;
  bookingId: number;
  /** The contact as typed; compared lower-cased (email) and as digits (phone). */
  email: string | null;
  phone: string | null;
  clientBucket: string | null;
  /** With `takesCrew` a firm pay-later crew is unconfirmed too, until its move day (`today`, the partner's). */
  firmPayLaterCounts: boolean;
  today: string;
}

export interface UnconfirmedCounts {
  sameEmail: number;
  samePhone: number;
  sameBucket: number;
  /** The oldest other booking with an unconfirmed crew and the same email: the page offers it. */
  firstOfEmail: string | null;
}

/**
 * Other bookings of the partner holding an unconfirmed crew with the same email, phone or client bucket, counted
 * under a transaction-scoped advisory lock per partner: two conversions racing cannot both pass a cap, on one process
 * or many.
 */
export async function unconfirmedCrewsBeside(tx: ConversionTx, of: UnconfirmedOf): Promise<UnconfirmedCounts> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`provisional:${of.partnerSlug}`}))`);
  const email = of.email?.trim().toLowerCase() || null;
  const phone = of.phone?.replace(/\D/g, '') || null;
  const unconfirmed = of.firmPayLaterCounts
    ? sql`(${bookings.crewState} = 'provisional' or (${bookings.crewState} = 'firm' and ${bookings.conversionType} = 'pay_later' and ${bookings.cancelledAt} is null and ${bookings.data} ->> 'moveDate' >= ${of.today}))`
    : sql`${bookings.crewState} = 'provisional'`;
  const [counts] = await tx
    .select({
      sameEmail: sql<number>`count(*) filter (where ${emailOf} = ${email})::int`,
      samePhone: sql<number>`count(*) filter (where ${phoneOf} = ${phone})::int`,
      sameBucket: sql<number>`count(*) filter (where ${bookings.clientBucket} = ${of.clientBucket})::int`,
      firstOfEmail: sql<
        string | null
      >`(array_agg(${bookings.reference} order by ${bookings.createdAt}) filter (where ${emailOf} = ${email}))[1]`,
    })
    .from(bookings)
    .where(and(eq(bookings.partnerSlug, of.partnerSlug), ne(bookings.id, of.bookingId), unconfirmed));
  return {
    sameEmail: email ? (counts?.sameEmail ?? 0) : 0,
    samePhone: phone ? (counts?.samePhone ?? 0) : 0,
    sameBucket: of.clientBucket ? (counts?.sameBucket ?? 0) : 0,
    firstOfEmail: email ? (counts?.firstOfEmail ?? null) : null,
  };
}

/**
 * Bookings whose crew is provisional: of one partner (optionally one move day), or of every partner whose confirmation
 * time ran out by `dueBy`; oldest deadline first, at most `limit`.
 */
export function provisionalCrews(
  db: AppDb,
  which: { partnerSlug?: string; moveDate?: string; dueBy?: Date; limit?: number },
): Promise<{ id: number; reference: string; partnerSlug: string }[]> {
  return db
    .select({ id: bookings.id, reference: bookings.reference, partnerSlug: bookings.partnerSlug })
    .from(bookings)
    .where(
      and(
        eq(bookings.crewState, 'provisional'),
        isNull(bookings.cancelledAt),
        which.partnerSlug === undefined ? undefined : eq(bookings.partnerSlug, which.partnerSlug),
        which.moveDate === undefined ? undefined : sql`${bookings.data} ->> 'moveDate' = ${which.moveDate}`,
        which.dueBy === undefined ? undefined : lte(bookings.confirmBy, which.dueBy),
      ),
    )
    .orderBy(asc(bookings.confirmBy), asc(bookings.id))
    .limit(which.limit ?? RELEASE_BATCH);
}

/**
 * The rows the transitions of a booking's life write (server/bookings/transitions.ts), inside the transaction whose
 * booking lock the caller holds (./conversion-transaction.ts). Storage only: the guards, the crew and the partner's
 * event are the transition's (server/bookings/apply-transition.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Booking } from '../../core/booking';
import type { Conversion } from '../../core/conversion';
import type { PaymentTerms } from '../../core/payment/payment-terms';
import { storedDataSql, type BookingRow } from './booking-repository';
import type { ConversionTx } from './conversion-transaction';
import { bookingEvents, bookings } from './schema';

type Change = {
  conversionType?: string | null;
  unserviceableReason?: string | null;
  cancelledAt?: ReturnType<typeof sql>;
  cancelledBy?: Cancellation['by'];
  cancelReason?: string | null;
  clientBucket?: string;
  paymentTerms?: PaymentTerms | null;
};

/** Who cancelled a reservation, and the partner's reason (the customer gives none). */
export interface Cancellation {
  by: 'customer' | 'partner';
  reason: string | null;
}

async function writeLocked(
  tx: ConversionTx,
  bookingId: number,
  change: Change & { data?: Booking },
  eventPayload: Record<string, unknown>,
): Promise<BookingRow> {
  const { data, ...columns } = change;
  const [booking] = await tx
    .update(bookings)
    .set({ ...(data ? { data: storedDataSql(data) } : {}), ...columns, revision: sql`${bookings.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning();
  if (!booking) throw new Error(`Booking ${bookingId} vanished while locked`);
  await tx.insert(bookingEvents).values({ bookingId: booking.id, kind: 'convert', revision: booking.revision, payload: eventPayload });
  return booking;
}

/**
 * Records `conversion` with a 'convert' event, bumping the revision; `data`, when given, is the save that comes with
 * it, and `clientBucket` the hashed client address it came from (server/security/client-bucket.ts), when known.
 * `paymentTerms`, given with pay now, are the amounts the customer was shown (core/payment/payment-terms.ts): kept
 * with the booking, so every later charge, refund and fee reads them.
 */
export function writeConversion(
  tx: ConversionTx,
  locked: BookingRow,
  conversion: Conversion,
  eventPayload: Record<string, unknown>,
  data?: Booking,
  clientBucket?: string,
  paymentTerms?: PaymentTerms | null,
): Promise<BookingRow> {
  const unserviceableReason = conversion.type === 'unserviceable' ? conversion.reason : null;
  const change = {
    data,
    conversionType: conversion.type,
    unserviceableReason,
    ...(clientBucket && { clientBucket }),
    ...(paymentTerms !== undefined && { paymentTerms }),
  };
  return writeLocked(tx, locked.id, change, eventPayload);
}

/** Clears the booking's conversion with a 'convert' event `{ conversionType: null, withdrawn }`. */
export function writeWithdrawal(tx: ConversionTx, saved: BookingRow): Promise<BookingRow> {
  return writeLocked(
    tx,
    saved.id,
    { conversionType: null, unserviceableReason: null },
    { conversionType: null, withdrawn: saved.conversionType },
  );
}

/**
 * Records a cancellation, the customer's or the partner's with its reason; the booking keeps the conversion it had, so
 * the partner knows what was cancelled.
 */
export function writeCancellation(
  tx: ConversionTx,
  locked: BookingRow,
  { by, reason }: Cancellation = { by: 'customer', reason: null },
): Promise<BookingRow> {
  return writeLocked(
    tx,
    locked.id,
    { cancelledAt: sql`now()`, cancelledBy: by, cancelReason: reason },
    { cancelled: locked.conversionType, by, ...(reason !== null && { reason }) },
  );
}

/** Restart: the booking leaves its session, kept, with a 'reset' event; the next save starts a new one. */
export async function writeArchive(tx: ConversionTx, locked: BookingRow): Promise<BookingRow> {
  const [archived] = await tx
    .update(bookings)
    .set({ archivedAt: sql`now()` })
    .where(eq(bookings.id, locked.id))
    .returning();
  if (!archived) throw new Error(`Booking ${locked.id} vanished while locked`);
  await tx.insert(bookingEvents).values({ bookingId: locked.id, kind: 'reset', revision: locked.revision, payload: { archived: true } });
  return archived;
}

/** Records the terms accepted at `at` unless the booking already has them, without a new revision (the card setup's own call). */
export async function writeTermsAccepted(tx: ConversionTx, locked: BookingRow, at: Date): Promise<BookingRow> {
  const accepted = { termsAccepted: true, termsAcceptedAt: at.toISOString() };
  const [row] = await tx
    .update(bookings)
    .set({ data: sql`${bookings.data} || ${JSON.stringify(accepted)}::jsonb` })
    .where(
      and(eq(bookings.id, locked.id), sql`not (${bookings.data} ->> 'termsAccepted' = 'true' and ${bookings.data} ? 'termsAcceptedAt')`),
    )
    .returning();
  return row ?? locked;
}

/** Records the suggested depot without a new revision, so a save already in flight is not made stale. */
export async function writeDepot(tx: ConversionTx, locked: BookingRow, locationId: string | number): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ data: sql`${bookings.data} || jsonb_build_object('locationId', ${JSON.stringify(locationId)}::jsonb)` })
    .where(eq(bookings.id, locked.id))
    .returning();
  return row ?? locked;
}

/** Open by link: the booking moves to `sessionId`, a session made for it, as its current booking. */
export async function writeSessionMove(tx: ConversionTx, locked: BookingRow, sessionId: string): Promise<BookingRow> {
  const [moved] = await tx.update(bookings).set({ sessionId, archivedAt: null }).where(eq(bookings.id, locked.id)).returning();
  if (!moved) throw new Error(`Booking ${locked.id} vanished while locked`);
  return moved;
}

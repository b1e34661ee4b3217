/**
 * The rows a conversion, a withdrawal or a cancellation writes, inside the transaction whose booking lock the caller
 * holds (./conversion-transaction.ts). Storage only: what goes with the change (the crew, the partner's event) is the
 * booking desk's (server/bookings/booking-desk.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Booking } from '../../core/booking';
import type { Conversion } from '../../core/conversion';
import { storedDataSql, type BookingRow } from './booking-repository';
import type { ConversionTx } from './conversion-transaction';
import { bookingEvents, bookings } from './schema';

type Change = { conversionType?: string | null; unserviceableReason?: string | null; cancelledAt?: ReturnType<typeof sql> };

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

/** Records `conversion` with a 'convert' event, bumping the revision; `data`, when given, is the save that comes with it. */
export function writeConversion(
  tx: ConversionTx,
  locked: BookingRow,
  conversion: Conversion,
  eventPayload: Record<string, unknown>,
  data?: Booking,
): Promise<BookingRow> {
  const unserviceableReason = conversion.type === 'unserviceable' ? conversion.reason : null;
  return writeLocked(tx, locked.id, { data, conversionType: conversion.type, unserviceableReason }, eventPayload);
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

/** Records the customer's cancellation; the booking keeps the conversion it had, so the partner knows what was cancelled. */
export function writeCancellation(tx: ConversionTx, locked: BookingRow): Promise<BookingRow> {
  return writeLocked(tx, locked.id, { cancelledAt: sql`now()` }, { cancelled: locked.conversionType });
}

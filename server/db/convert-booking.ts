/**
 * The one write that records a conversion (pay later, pay now, unserviceable), inside the conversion
 * transaction (./conversion-transaction.ts) whose row lock the caller holds and whose check passed.
 * Writes that belong to a conversion (an outbox event, a crew for the move's date) go here, with `tx`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Booking } from '../../core/booking';
import { storedDataSql, type BookingRow } from './booking-repository';
import type { ConversionTx } from './conversion-transaction';
import { bookingEvents, bookings } from './schema';

export interface Conversion {
  type: 'pay_later' | 'pay_now' | 'unserviceable';
  unserviceableReason?: string | null;
}

/**
 * Records `conversion` on the locked booking with a 'convert' event, bumping the revision. `data`, when
 * given, is the save that comes with it (the unserviceable step's submit), written in the same update.
 */
export async function convertBooking(
  tx: ConversionTx,
  locked: BookingRow,
  conversion: Conversion,
  eventPayload: Record<string, unknown>,
  data?: Booking,
): Promise<BookingRow> {
  const [booking] = await tx
    .update(bookings)
    .set({
      ...(data ? { data: storedDataSql(data) } : {}),
      conversionType: conversion.type,
      unserviceableReason: conversion.unserviceableReason ?? null,
      revision: sql`${bookings.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, locked.id))
    .returning();
  if (!booking) throw new Error(`Booking ${locked.id} vanished while locked`);
  await tx.insert(bookingEvents).values({ bookingId: booking.id, kind: 'convert', revision: booking.revision, payload: eventPayload });
  return booking;
}

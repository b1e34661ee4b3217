/**
 * The booking as the browser receives it (stored form, `revision`, `syncedAt` set by the server).
 * The conversion comes from the columns only: they are set by the conversion routes (pay later,
 * unserviceable) and by Stripe's own answer (pay now). A `conversionType` a client once put into
 * `data` (rows saved before the save path dropped it) must never make a booking show as converted.
 */
import type { BookingRow } from '../db/booking-repository';

export type ClientBooking = Record<string, unknown> & { id: number; revision: number };

export function toClientBooking(row: BookingRow): ClientBooking {
  const { conversionType: _claimedType, unserviceableReason: _claimedReason, ...data } = row.data;
  return {
    ...data,
    id: row.id,
    revision: row.revision,
    ...(row.conversionType !== null ? { conversionType: row.conversionType } : {}),
    ...(row.unserviceableReason !== null ? { unserviceableReason: row.unserviceableReason } : {}),
    // A booking never saved has not been synced yet.
    ...(row.revision > 0 ? { syncedAt: row.updatedAt.toISOString() } : {}),
  };
}

/**
 * The booking as the browser receives it (brief: stored form, `revision`, `syncedAt` set by the server).
 * Server columns win over what the client once sent in `data`.
 */
import type { BookingRow } from '../db/booking-repository';

export type ClientBooking = Record<string, unknown> & { id: number; revision: number };

export function toClientBooking(row: BookingRow): ClientBooking {
  const conversionType = row.conversionType ?? row.data.conversionType;
  const unserviceableReason = row.unserviceableReason ?? row.data.unserviceableReason;
  return {
    ...row.data,
    id: row.id,
    revision: row.revision,
    ...(conversionType !== undefined ? { conversionType } : {}),
    ...(unserviceableReason !== undefined ? { unserviceableReason } : {}),
    // A booking never saved has not been synced yet.
    ...(row.revision > 0 ? { syncedAt: row.updatedAt.toISOString() } : {}),
  };
}

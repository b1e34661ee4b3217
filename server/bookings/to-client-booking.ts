/**
 * The booking as the browser receives it (stored form, `reference`, `revision`, `syncedAt` set by the server), in every
 * answer, 409 body and host page. Never the database id: the session names the booking, the browser knows it by its
 * reference (docs/DECISIONS.md, "The browser never sees the booking's id").
 * The conversion comes from the columns only: they are set by the conversion routes (pay later,
 * unserviceable) and by Stripe's own answer (pay now). A `conversionType` a client once put into
 * `data` (rows saved before the save path dropped it) must never make a booking show as converted.
 */
import type { ServerBooking } from '../../core/booking-wire';
import { bookingSchema } from '../../core/generated/booking-schema';
import { isOneOf } from '../../core/is-one-of';
import { isUnserviceableReason } from '../../core/unserviceable-reasons';
import type { BookingRow } from '../db/booking-repository';
import { CREW_STATES } from './crew-state';

const CONVERSION_TYPES = bookingSchema.properties.conversionType.enum.filter((type) => type !== null);

export type ClientBooking = ServerBooking & { reference: string; revision: number };

export function toClientBooking(row: BookingRow): ClientBooking {
  const { conversionType: _claimedType, unserviceableReason: _claimedReason, ...data } = row.data;
  return {
    ...data,
    reference: row.reference,
    revision: row.revision,
    // The columns hold only what the conversion routes wrote: values of the booking schema's enums.
    ...(isOneOf(CONVERSION_TYPES, row.conversionType) ? { conversionType: row.conversionType } : {}),
    ...(isUnserviceableReason(row.unserviceableReason) ? { unserviceableReason: row.unserviceableReason } : {}),
    ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
    // The crew from its columns only (server/bookings/crew-state.ts); crewHeldBy is the server's, in data.
    ...(isOneOf(CREW_STATES, row.crewState) && row.conversionType !== null ? { crew: row.crewState } : {}),
    ...(row.confirmBy ? { crewConfirmBy: row.confirmBy.toISOString() } : {}),
    // The money shown when it converted to pay now, from its column only.
    ...(row.paymentTerms ? { paymentTerms: row.paymentTerms } : {}),
    // A booking never saved has not been synced yet.
    ...(row.revision > 0 ? { syncedAt: row.updatedAt.toISOString() } : {}),
  };
}

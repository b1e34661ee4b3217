import { bookingSchema } from './generated/booking-schema';
import { isOneOf } from './is-one-of';

type ReasonEnum = (typeof bookingSchema.properties.unserviceableReason.enum)[number];

/** Why a move cannot be booked online: `unserviceableReason`'s enum in schemas/booking.schema.json. */
export type UnserviceableReason = Exclude<ReasonEnum, null>;

/** Every unserviceable reason, in the booking schema's order. */
export const UNSERVICEABLE_REASONS: readonly UnserviceableReason[] = bookingSchema.properties.unserviceableReason.enum.filter(
  (reason): reason is UnserviceableReason => reason !== null,
);

/** Whether a value (a query parameter, a stored column) names an unserviceable reason. */
export function isUnserviceableReason(value: unknown): value is UnserviceableReason {
  return isOneOf(UNSERVICEABLE_REASONS, value);
}

import type { FromSchema } from 'json-schema-to-ts';
import type { bookingSchema } from './generated/booking-schema';

/** A booking in its stored form (elevators boolean), typed from schemas/booking.schema.json. */
export type Booking = FromSchema<typeof bookingSchema, { keepDefaultedPropertiesOptional: true }>;

/** The form's yes/no answer, stored as a boolean (docs/FUNNEL.md#saving-and-conversions). */
export type YesNo = 'yes' | 'no';

/** Booking fields that are yes/no in the form and boolean when stored. */
export const YES_NO_FIELDS = ['originElevator', 'destinationElevator'] as const;
export type YesNoField = (typeof YES_NO_FIELDS)[number];

/** The booking as the form edits it: elevators are 'yes'/'no' instead of booleans. */
export type FormBooking = Omit<Booking, YesNoField> & { [K in YesNoField]?: YesNo | null };

import type { FromSchema } from 'json-schema-to-ts';
import type { bookingSchema } from './generated/booking-schema';

/**
 * A booking, typed from schemas/booking.schema.json: the same shape in the form, the store, the API
 * and the database (a yes/no answer is a boolean everywhere).
 */
export type Booking = FromSchema<typeof bookingSchema, { keepDefaultedPropertiesOptional: true }>;

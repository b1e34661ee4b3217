import { UNSERVICEABLE_REASONS } from '../../core/unserviceable-reasons';

/**
 * Request bodies of the booking routes, built on schemas/booking.schema.json (registered as `booking`);
 * what they admit is typed as SaveBookingRequest<SavedBooking> and UnserviceableRequest<SavedBooking> (core/booking-wire.ts).
 * `revision` is required here, not in the entity: the server needs to know which copy a save is based on.
 * `reference` too, except at revision 0: a booking not stored yet has none (the first save creates it). The booking
 * schema has no `id`, so a body naming one is refused like any unknown field: the session names the booking.
 */
const savedBooking = {
  allOf: [
    { $ref: 'booking#' },
    { type: 'object', required: ['revision'] },
    { if: { type: 'object', properties: { revision: { const: 0 } } }, then: true, else: { type: 'object', required: ['reference'] } },
  ],
} as const;

export const saveBookingBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['booking'],
  properties: { booking: savedBooking },
} as const;

export const unserviceableBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['booking'],
  properties: {
    booking: savedBooking,
    // Optional here: docs/FUNNEL.md#calls leaves open whether the reason travels beside the booking or in it.
    unserviceableReason: { type: 'string', enum: UNSERVICEABLE_REASONS },
  },
} as const;

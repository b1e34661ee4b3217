import { UNSERVICEABLE_REASONS } from '../../core/unserviceable-reasons';

/**
 * Request bodies of the booking routes, built on schemas/booking.schema.json (registered as `booking`).
 * `id` and `revision` are required here, not in the entity: the server needs to know which copy a save is based on.
 */
const savedBooking = { allOf: [{ $ref: 'booking#' }, { type: 'object', required: ['id', 'revision'] }] } as const;

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

/** A booking as validated by the schemas above. */
export type SavedBooking = Record<string, unknown> & { id: number; revision: number };

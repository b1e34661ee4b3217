import type { FromSchema } from 'json-schema-to-ts';
import type { leadSchema } from '../../../core/generated/lead-schema';

/** The lead a partner receives for a booking, typed from schemas/lead.schema.json (docs/LEADS.md). */
export type Lead = FromSchema<typeof leadSchema>;

/** What happened to a booking; the webhook body's `type` (schemas/lead-event.schema.json). */
export type LeadEventType =
  'booking.converted' | 'booking.conversion_withdrawn' | 'booking.updated' | 'booking.cancelled' | 'booking.abandoned';

/** One value a `booking.updated` event changed, at its dotted lead path (schemas/lead.schema.json, `changes`). */
export type LeadChange = NonNullable<Lead['changes']>[number];

/** Every webhook body: `{ type, timestamp, data }`, one event of one booking (schemas/lead-event.schema.json). */
export interface LeadEvent {
  type: LeadEventType;
  /** When the event happened, ISO 8601 UTC; the same across retries. */
  timestamp: string;
  data: Lead;
}

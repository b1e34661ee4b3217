import type { LeadEvent } from '../lead/lead';

/**
 * The id of one event's email to one recipient, e.g. '7KQ2M9XD.booking-converted.1764093851512.partner':
 * made only from what the stored event keeps (reference, type, timestamp), so every retry or replay of
 * that email carries the same Message-ID.
 */
export function mailId(event: LeadEvent, recipient: 'partner' | 'customer'): string {
  return [event.data.reference, event.type.replace('.', '-'), Date.parse(event.timestamp), recipient].join('.');
}

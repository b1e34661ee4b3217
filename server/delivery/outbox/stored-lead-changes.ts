import type { LeadChange, LeadEvent } from '../lead/lead';

/** The `changes` of a stored event body; none when the body was dropped (purge-outbox-bodies.ts). */
export function storedLeadChanges(body: string | null): LeadChange[] {
  // Sound: the outbox stores only bodies lead-event-body.ts wrote, `{ type, timestamp, data: lead }`.
  return body ? ((JSON.parse(body) as LeadEvent).data.changes ?? []) : [];
}

/**
 * An outbox event's body as a value (docs/DECISIONS.md, "The lead as a value"): built as a typed event, serialized
 * once when the event is written (every attempt sends those bytes), and read back once per attempt, checked, so the
 * channels, the mail and the merge of updates read a typed event and nothing parses it again.
 */
import { isLeadEvent } from '../lead/is-lead';
import type { LeadEvent } from '../lead/lead';
import { isResumeEmailEvent, type ResumeEmailEvent } from './is-resume-email-event';

/** What the outbox stores: a lead event (lead-event-body.ts) or the customer's resume email (scan-resume-emails.ts). */
export type StoredEvent = LeadEvent | ResumeEmailEvent;

/** The one serialization of an event: the bytes stored and sent. */
export const serializeStoredEvent = (event: StoredEvent): string => JSON.stringify(event);

/** The stored body as its event; null when it is neither kind (a lead that fails schemas/lead-event.schema.json). */
export function readStoredEvent(body: string): StoredEvent | null {
  const value: unknown = JSON.parse(body);
  return isResumeEmailEvent(value) || isLeadEvent(value) ? value : null;
}

import type { LeadChange } from '../lead/lead';
import { isResumeEmailEvent } from './is-resume-email-event';
import { readStoredEvent } from './stored-event';

/** The `changes` of a stored event body; none when the body was dropped (purge-outbox-bodies.ts). */
export function storedLeadChanges(body: string | null): LeadChange[] {
  const event = body === null ? null : readStoredEvent(body);
  return event && !isResumeEmailEvent(event) ? (event.data.changes ?? []) : [];
}

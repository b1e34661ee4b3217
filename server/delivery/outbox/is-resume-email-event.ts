import { fieldOf } from '../../../core/is-record';
import { RESUME_EMAIL_EVENT } from '../../links/resume-email-event';

/** The stored body of the event: what the email needs, nothing more (scan-resume-emails.ts writes it; no webhook or partner mailbox gets it). */
export interface ResumeEmailEvent {
  type: typeof RESUME_EMAIL_EVENT;
  timestamp: string;
  data: { reference: string; contact: { firstName: string; email: string } };
}

/** A stored outbox body of the resume email (nothing else has its type). */
export function isResumeEmailEvent(event: unknown): event is ResumeEmailEvent {
  return fieldOf(event, 'type') === RESUME_EMAIL_EVENT;
}

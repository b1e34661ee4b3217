import { fieldOf } from '../../../core/is-record';
import { RESUME_EMAIL_EVENT } from '../../links/resume-email-event';
import type { ResumeEmailEvent } from './scan-resume-emails';

/** A stored outbox body of the resume email (scan-resume-emails.ts writes it; nothing else has its type). */
export function isResumeEmailEvent(event: unknown): event is ResumeEmailEvent {
  return fieldOf(event, 'type') === RESUME_EMAIL_EVENT;
}

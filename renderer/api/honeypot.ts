/**
 * The landing form's honeypot (docs/DECISIONS.md, Hardening): whatever lands in the hidden field is sent in this header on
 * every /api/v1 call, and the server refuses those calls (server/security/honeypot-guard.ts). A module
 * value rather than store state: the API client, not the booking, carries it, and it never leaves memory.
 */
import { HONEYPOT_HEADER } from '../../core/posted-form-names';

let value = '';

export function setHoneypotValue(next: string): void {
  value = next;
}

/** The header to add to a request: none at all while the field is empty (every real customer). */
export function honeypotHeaders(): Record<string, string> {
  return value === '' ? {} : { [HONEYPOT_HEADER]: value };
}

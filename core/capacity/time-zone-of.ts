import { fieldOf } from '../is-record';

/**
 * The time zone a partner's "today" is read in: its top-level `timeZone`, else its capacity's (docs/PARTNERS.md); the
 * partner schema requires one of them, so a loaded partner's today is never the server's. Only partner data that
 * skipped the check (a test's bare object) falls back to the runtime's zone. Takes the partner of any context, so the
 * validation of the browser and the server read the same field.
 */
export function timeZoneOf(partner: unknown): string {
  const own = fieldOf(partner, 'timeZone');
  if (typeof own === 'string') return own;
  const timeZone = fieldOf(fieldOf(partner, 'capacity'), 'timeZone');
  return typeof timeZone === 'string' ? timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

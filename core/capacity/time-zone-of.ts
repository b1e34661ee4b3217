import { fieldOf } from '../is-record';

/**
 * The time zone a partner's "today" is read in: its capacity's (docs/PARTNERS.md, Capacity), else the runtime's, which
 * is what a partner without capacity has always had (the server's on the server). Takes the partner of any context, so
 * the validation of the browser and the server read the same field.
 */
export function timeZoneOf(partner: unknown): string {
  const timeZone = fieldOf(fieldOf(partner, 'capacity'), 'timeZone');
  return typeof timeZone === 'string' ? timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

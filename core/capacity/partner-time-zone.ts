import type { Partner } from '../partner';

/**
 * The time zone the partner's "today" is read in: its capacity's, else the server's (`serverTimeZone`), which is what a
 * partner without capacity has always had. The host page passes the result to the browser, so both count the same days.
 */
export function partnerTimeZone(partner: Pick<Partner, 'capacity'>, serverTimeZone: string): string {
  return partner.capacity?.timeZone ?? serverTimeZone;
}

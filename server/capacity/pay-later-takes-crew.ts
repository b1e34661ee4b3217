import type { Conversion } from '../../core/conversion';
import type { ServerPartner } from '../partners/server-partner';

/**
 * Whether a booking converted this way keeps a crew of its date and time of day (docs/PARTNERS.md, Capacity). Pay now
 * always does. Pay later does unless the partner file says `"capacity": { "payLater": "noCrew" }`: by default the
 * calendar fills with the bookings customers actually made, card or not, so no day is sold twice while the partner
 * calls to confirm. Unserviceable bookings never do.
 */
export function conversionTakesCrew(partner: ServerPartner, conversion: Conversion | null): boolean {
  if (conversion?.type === 'pay_now') return true;
  return conversion?.type === 'pay_later' && partner.capacity?.payLater !== 'noCrew';
}

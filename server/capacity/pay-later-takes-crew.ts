import type { Conversion } from '../../core/conversion';
import type { ServerPartner } from '../partners/server-partner';

/** What a pay-later conversion does to a crew (docs/PARTNERS.md, Capacity; schemas/partner.schema.json `payLater`). */
export type PayLaterCrew = 'confirmed' | 'takesCrew' | 'noCrew';

/** The partner's `capacity.payLater`, "confirmed" when the file leaves it out. */
export const payLaterCrewOf = (partner: ServerPartner): PayLaterCrew => partner.capacity?.payLater ?? 'confirmed';

/**
 * Whether a booking converted this way keeps a crew of its date and time of day (docs/PARTNERS.md, Capacity). Pay now
 * always does. Pay later does unless the partner file says `"capacity": { "payLater": "noCrew" }`: by default the
 * calendar fills with the bookings customers actually made, card or not, so no day is sold twice; with "confirmed"
 * (the default) the crew is provisional until the customer confirms (server/bookings/crew-to-take.ts). Unserviceable
 * bookings never do.
 */
export function conversionTakesCrew(partner: ServerPartner, conversion: Conversion | null): boolean {
  if (conversion?.type === 'pay_now') return true;
  return conversion?.type === 'pay_later' && payLaterCrewOf(partner) !== 'noCrew';
}

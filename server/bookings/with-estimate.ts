import { estimateBooking } from '../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../core/pricing/partner-pricing';
import type { Booking } from '../../core/booking';
import type { ServerPartner } from '../partners/server-partner';

/**
 * The data to store with the server's own estimate (docs/FUNNEL.md#pricing-and-serviceability: the browser never prices a booking).
 * Whatever `estimate` and `pricingSections` the client sent back are replaced: `estimate` is the
 * total, or null with no sections until the booking has enough details (core/pricing/has-enough-details.ts).
 */
export function withEstimate(data: Booking, partner: ServerPartner): Booking {
  // Optional in the partner file: every rate left out uses its default. The partner check
  // (schema and findPartnerProblems) has vetted its shape at start-up.
  const pricing: PartnerPricing | undefined = partner.pricing;
  // The capacity's price rules for the move date add their percent of labor (docs/PARTNERS.md, Capacity).
  const estimate = estimateBooking(data, pricing, partner.capacity);
  return { ...data, estimate: estimate?.total ?? null, pricingSections: estimate?.sections ?? [] };
}

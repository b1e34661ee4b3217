import { estimateBooking } from '../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../core/pricing/partner-pricing';
import type { PricingInput } from '../../core/pricing/pricing-input';
import type { ServerPartner } from '../partners/server-partner';

/**
 * The data to store with the server's own estimate (docs/FUNNEL.md#pricing-and-serviceability: the browser never prices a booking).
 * Whatever `estimate` and `pricingSections` the client sent back are replaced: `estimate` is the
 * total, or null with no sections until the booking has enough details (core/pricing/has-enough-details.ts).
 */
export function withEstimate(data: Record<string, unknown>, partner: ServerPartner): Record<string, unknown> {
  // Optional in the partner file: every rate left out uses its default. The partner check
  // (schema and findPartnerProblems) has vetted its shape at start-up.
  const pricing: PartnerPricing | undefined = partner.pricing;
  // The request body passed the booking schema, so the fields the estimate reads have their types.
  const estimate = estimateBooking(data as PricingInput, pricing);
  return { ...data, estimate: estimate?.total ?? null, pricingSections: estimate?.sections ?? [] };
}

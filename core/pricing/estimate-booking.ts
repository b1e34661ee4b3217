import { datePricePercent } from '../capacity/date-price-percent';
import type { PartnerCapacity } from '../capacity/partner-capacity';
import { addressSides } from './address-sides';
import { billLabor } from './bill-labor';
import { dateRuleSection } from './date-rule-section';
import { estimateManHours } from './estimate-man-hours';
import { feeConditionContext, type FeeContext } from './fee-context';
import { feesSection } from './fees-section';
import { laborSection } from './labor-section';
import { longCarrySection } from './long-carry-section';
import { partnerFeeSections } from './partner-fee-sections';
import type { PartnerPricing } from './partner-pricing';
import type { PricingInput } from './pricing-input';
import type { Estimate, EstimateSection } from './pricing-section';
import { resolvePricing } from './resolve-pricing';
import { specialtyItemsSection } from './specialty-items-section';
import { stairsSection } from './stairs-section';
import { travelSection } from './travel-section';
import { fieldLabels } from '../field-labels';
import { funnelDefinition } from '../flow/funnel-definition';

/** The funnel's own labels, for callers that price a booking of the repository's funnel. */
const STEP_LABELS = fieldLabels(funnelDefinition);

/**
 * The customer's estimate from a booking and the partner's rates (defaults for whatever the
 * partner leaves out); `labels` name the item fees' fields as the step files do. The partner's capacity adds
 * its price rules for the move date (a percent of labor). The fees' conditions (`pricing.fees`, `pricing.itemFees`)
 * are judged with `context`, the session's (FunnelSession.context): pass it, or a fee on partner.*, location.* or
 * serviceability.* is judged without them. Whether a booking has enough details to be priced
 * is the flow's question (FunnelSession.priceable). Pure: the server calls it on every save; the browser only
 * displays its result.
 */
export function estimateBooking(
  booking: PricingInput,
  pricing?: PartnerPricing,
  capacity?: PartnerCapacity,
  labels: Readonly<Record<string, string>> = STEP_LABELS,
  context?: FeeContext,
): Estimate {
  const conditions = feeConditionContext(booking, context);
  const rates = resolvePricing(pricing);
  const laborOnly = booking.serviceType === 'labor_only';
  const crewRates = laborOnly ? rates.laborOnly : rates;
  const labor = billLabor(estimateManHours(booking), crewRates.hourlyRates, crewRates.minimumHours);
  const sides = addressSides(booking);

  const sections: EstimateSection[] = [laborSection(labor, laborOnly)];
  for (const fees of [
    laborOnly ? null : feesSection('Truck fee', rates.truckFee, { subtitle: '26-foot truck and driver' }),
    travelSection(booking.distance ?? 0, rates.travel, crewRates.hourlyRates[labor.crew]),
    stairsSection(sides, rates),
    longCarrySection(sides, rates),
    specialtyItemsSection(conditions, rates, labels),
    ...partnerFeeSections(rates.fees, conditions, labels),
    dateRuleSection(labor.cost, datePricePercent(capacity, booking.moveDate)),
  ]) {
    if (fees) sections.push(fees);
  }
  // Summed in whole cents so the total is exactly the sum of the displayed section costs.
  const totalCents = sections.reduce((sum, section) => sum + Math.round(section.cost * 100), 0);
  return { sections, total: totalCents / 100 };
}

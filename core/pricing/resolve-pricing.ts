import { DEFAULT_RATES } from './default-rates';
import { findPricingProblems } from './find-pricing-problems';
import type { PartnerPricing, ResolvedPricing } from './partner-pricing';

/**
 * The partner's rates laid over the defaults, field by field inside each group (an item fee
 * left out keeps its default; set it to 0 to waive it). Throws on rates the schema cannot
 * reject, rather than quoting from them.
 */
export function resolvePricing(pricing: PartnerPricing = {}): ResolvedPricing {
  const problems = findPricingProblems(pricing);
  if (problems.length > 0) throw new Error(`Invalid partner pricing: ${problems.join('; ')}`);
  return {
    hourlyRates: { ...(pricing.hourlyRates ?? DEFAULT_RATES.hourlyRates) },
    truckFee: pricing.truckFee ?? DEFAULT_RATES.truckFee,
    minimumHours: pricing.minimumHours ?? DEFAULT_RATES.minimumHours,
    travel: { ...DEFAULT_RATES.travel, ...pricing.travel },
    itemFees: { ...DEFAULT_RATES.itemFees, ...pricing.itemFees },
    fees: { ...DEFAULT_RATES.fees, ...pricing.fees },
    stairs: { ...DEFAULT_RATES.stairs, ...pricing.stairs },
    longCarry: { ...DEFAULT_RATES.longCarry, ...pricing.longCarry },
    laborOnly: {
      hourlyRates: { ...(pricing.laborOnly?.hourlyRates ?? DEFAULT_RATES.laborOnly.hourlyRates) },
      minimumHours: pricing.laborOnly?.minimumHours ?? DEFAULT_RATES.laborOnly.minimumHours,
    },
  };
}

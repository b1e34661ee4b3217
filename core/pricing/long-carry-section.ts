import type { AddressSide } from './address-sides';
import { feesSection } from './fees-section';
import type { ResolvedPricing } from './partner-pricing';
import type { FeesSection } from './pricing-section';

/** Started 100-yard stretches beyond the free distance: with 50 free, 100 yd is 1, 200 yd is 2. */
export function longCarryStretches(side: AddressSide, freeYards: number): number {
  return Math.ceil(Math.max(0, side.distanceToTruck - freeYards) / 100);
}

/** The long-carry fee, one line item per address far from the truck. */
export function longCarrySection(sides: AddressSide[], pricing: ResolvedPricing): FeesSection | null {
  const { freeYards, feePer100Yards } = pricing.longCarry;
  const lineItems = sides
    .map((side) => ({ slug: `${side.key}-long-carry`, label: side.label, amount: longCarryStretches(side, freeYards) }))
    .filter((item) => item.amount > 0);
  const stretches = lineItems.reduce((sum, item) => sum + item.amount, 0);
  return feesSection('Long carry', stretches * feePer100Yards, {
    subtitle: `Per 100 yards beyond the first ${freeYards} to the truck`,
    lineItems,
  });
}

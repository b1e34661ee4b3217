import type { AddressSide } from './address-sides';
import { feesSection } from './fees-section';
import type { ResolvedPricing } from './partner-pricing';
import type { FeesSection } from './pricing-section';

/** Flights carried by hand: every floor above the first when there is no elevator (5 means 5+). */
export function stairFlights(side: AddressSide): number {
  return side.hasElevator ? 0 : Math.max(0, side.floors - 1);
}

/** The stairs fee, one line item per address with stairs. */
export function stairsSection(sides: AddressSide[], pricing: ResolvedPricing): FeesSection | null {
  const lineItems = sides
    .map((side) => ({ slug: `${side.key}-stairs`, label: side.label, amount: stairFlights(side) }))
    .filter((item) => item.amount > 0);
  const flights = lineItems.reduce((sum, item) => sum + item.amount, 0);
  return feesSection('Stairs', flights * pricing.stairs.feePerFloor, {
    subtitle: `${flights} ${flights === 1 ? 'floor' : 'floors'} without an elevator`,
    lineItems,
  });
}

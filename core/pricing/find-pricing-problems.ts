import type { CrewRates, PartnerPricing } from './partner-pricing';

/**
 * What the schema cannot say about a partner's pricing, one message per mistake: a bigger
 * crew must not cost less per hour, or travel time (billed at the crew's rate) could get
 * cheaper when a room is added. For `npm run check` and partner loading.
 */
export function findPricingProblems(pricing: PartnerPricing): string[] {
  return [
    ...crewRateProblems(pricing.hourlyRates, 'pricing.hourlyRates'),
    ...crewRateProblems(pricing.laborOnly?.hourlyRates, 'pricing.laborOnly.hourlyRates'),
  ];
}

function crewRateProblems(rates: CrewRates | undefined, path: string): string[] {
  if (!rates) return [];
  const problems: string[] = [];
  for (const [smaller, bigger] of [
    ['2', '3'],
    ['3', '4'],
  ] as const) {
    if (rates[bigger] < rates[smaller]) {
      problems.push(
        `${path}: the ${bigger}-mover rate (${rates[bigger]}) is below the ${smaller}-mover rate (${rates[smaller]}); a bigger crew must not cost less per hour`,
      );
    }
  }
  return problems;
}

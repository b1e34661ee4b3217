import type { PricingInput } from './pricing-input';

/** One address the crew carries things at, as stairs and long carry see it. */
export interface AddressSide {
  key: 'origin' | 'destination';
  label: string;
  floors: number;
  hasElevator: boolean;
  distanceToTruck: number;
}

/** The addresses the crew works at: labor-only works at the origin only (the summary hides its destination: docs/FUNNEL.md#screens-and-routes). */
export function addressSides(input: PricingInput): AddressSide[] {
  const origin: AddressSide = {
    key: 'origin',
    label: 'Current home',
    floors: input.originFloors ?? 1,
    hasElevator: input.originElevator === true,
    distanceToTruck: input.originDistanceToTruck ?? 0,
  };
  if (input.serviceType === 'labor_only') return [origin];
  return [
    origin,
    {
      key: 'destination',
      label: 'New home',
      floors: input.destinationFloors ?? 1,
      hasElevator: input.destinationElevator === true,
      distanceToTruck: input.destinationDistanceToTruck ?? 0,
    },
  ];
}

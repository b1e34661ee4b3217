import type { PricingInput } from './pricing-input';
import { ROOM_FIELDS } from './room-fields';

/**
 * Whether a booking can be priced (docs/DECISIONS.md, Pricing): a service type, the origin's
 * property details (floors, elevator, distance to truck, square footage), the destination's
 * for full service, the route distance, and at least one room or area. Until then the
 * funnel shows 'Keep going!' instead of a guess.
 */
export function hasEnoughDetails(input: PricingInput): boolean {
  const { serviceType } = input;
  if (serviceType !== 'full_service' && serviceType !== 'labor_only') return false;
  const originKnown =
    isPresent(input.originFloors) &&
    isPresent(input.originElevator) &&
    isPresent(input.originDistanceToTruck) &&
    isPresent(input.originSquareFootage);
  const destinationKnown =
    serviceType === 'labor_only' ||
    (isPresent(input.destinationFloors) && isPresent(input.destinationElevator) && isPresent(input.destinationDistanceToTruck));
  const distanceKnown = typeof input.distance === 'number' && Number.isFinite(input.distance) && input.distance >= 0;
  const hasARoom = ROOM_FIELDS.some((field) => (input[field] ?? 0) > 0);
  return originKnown && destinationKnown && distanceKnown && hasARoom;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

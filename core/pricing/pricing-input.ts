/**
 * The booking fields the estimate reads by name; item fees read any other count field
 * (`pricing.itemFees`), so any booking can be passed.
 */
export interface PricingInput {
  readonly [field: string]: unknown;
  serviceType?: string | null;
  originFloors?: number | null;
  originElevator?: boolean | null;
  originDistanceToTruck?: number | null;
  originSquareFootage?: number | null;
  destinationFloors?: number | null;
  destinationElevator?: boolean | null;
  destinationDistanceToTruck?: number | null;
  /** 'YYYY-MM-DD': the partner's price rules by date apply to it (core/capacity/date-price-percent.ts). */
  moveDate?: string | null;
  /** Driving miles of the whole route (depot, origin, destination), set by the server. */
  distance?: number | null;
}

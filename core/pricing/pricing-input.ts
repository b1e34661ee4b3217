import type { RoomField } from './room-fields';
import type { SpecialtyItemField } from './specialty-item-fields';

/** Every count field the estimate reads. */
export type CountField = RoomField | SpecialtyItemField;

/**
 * The booking fields the estimate reads by name; item fees read any other count field
 * (`pricing.itemFees`), so any booking can be passed.
 */
export interface PricingInput extends Partial<Record<CountField, number | null>> {
  readonly [field: string]: unknown;
  serviceType?: string | null;
  originFloors?: number | null;
  originElevator?: boolean | null;
  originDistanceToTruck?: number | null;
  originSquareFootage?: number | null;
  destinationFloors?: number | null;
  destinationElevator?: boolean | null;
  destinationDistanceToTruck?: number | null;
  /** Driving miles of the whole route (depot, origin, destination), set by the server. */
  distance?: number | null;
}

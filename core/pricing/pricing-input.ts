import type { RoomField } from './room-fields';
import type { SpecialtyItemField } from './specialty-item-fields';

/** Every count field the estimate reads. */
export type CountField = RoomField | SpecialtyItemField;

/**
 * The booking fields the estimate reads, and nothing else, so any Booking (stored or form
 * shape) can be passed.
 */
export interface PricingInput extends Partial<Record<CountField, number | null>> {
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

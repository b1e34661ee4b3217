import type { Condition } from '../flow/step-definition';

/** Crew sizes the estimate chooses from. */
export type CrewSize = 2 | 3 | 4;

/** Hourly rate in dollars for the whole crew, by crew size (JSON keys are strings). */
export interface CrewRates {
  '2': number;
  '3': number;
  '4': number;
}

/** How driving is charged: per mile, or as crew time at the crew's hourly rate. */
export interface TravelRates {
  charge: 'mileage' | 'time';
  freeMiles: number;
  ratePerMile: number;
  minutesPerMile: number;
}

/**
 * A fee per unit of a count field of the booking (boxes, pianos): the amount alone, or the amount
 * and a condition over the session's context (`{ "scope": "booking.packing", "schema": { "const": true } }`).
 */
export type ItemFee = number | { perUnit: number; when?: Condition };

/**
 * One entry of `pricing.fees`, charged while its optional `when` holds (a condition over the session's whole context:
 * booking, partner, query, location, serviceability): flat (`amount`), on a yes/no answer (`amount` and `answer`,
 * charged while the answer is Yes), or per count (`perUnit` and `count`, times the booking's count).
 */
export type PartnerFee = { label: string; when?: Condition } & ({ amount: number; answer?: string } | { perUnit: number; count: string });

/** Every rate the estimate uses, all present: the partner's values laid over the defaults. */
export interface ResolvedPricing {
  hourlyRates: CrewRates;
  truckFee: number;
  minimumHours: number;
  travel: TravelRates;
  /** Fee per unit by booking count field: any field a step asks for with a count. */
  itemFees: Record<string, ItemFee>;
  /** The partner's own fees by name (`pricing.fees`); none by default. */
  fees: Record<string, PartnerFee>;
  stairs: { feePerFloor: number };
  longCarry: { freeYards: number; feePer100Yards: number };
  laborOnly: { hourlyRates: CrewRates; minimumHours: number };
}

/**
 * The `pricing` object of a partner file (schemas/partner-pricing.schema.json): every part
 * optional; a crew-rate table, when given, is complete.
 */
export interface PartnerPricing {
  hourlyRates?: CrewRates;
  truckFee?: number;
  minimumHours?: number;
  travel?: Partial<TravelRates>;
  itemFees?: Record<string, ItemFee>;
  fees?: Record<string, PartnerFee>;
  stairs?: Partial<ResolvedPricing['stairs']>;
  longCarry?: Partial<ResolvedPricing['longCarry']>;
  laborOnly?: { hourlyRates?: CrewRates; minimumHours?: number };
}

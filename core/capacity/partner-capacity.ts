import type { Partner } from '../partner';

/** A partner file's `capacity` (schemas/partner.schema.json; docs/PARTNERS.md, Capacity). */
export type PartnerCapacity = NonNullable<Partner['capacity']>;

/** One price rule of `capacity.priceRules`. */
export type PriceRule = NonNullable<PartnerCapacity['priceRules']>[number];

/** The booking's arrival windows (booking.schema.json `timeOfDay`), each with its own crews. */
export const TIMES_OF_DAY = ['morning', 'afternoon'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

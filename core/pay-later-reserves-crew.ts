import { fieldOf } from './is-record';

/**
 * Whether a pay-later booking of this partner holds a counted crew of its date and time of day (docs/PARTNERS.md,
 * Capacity): the partner counts crews (a `capacity` block) and leaves pay later its default `"payLater": "takesCrew"`.
 * The server's conversionTakesCrew (server/capacity/pay-later-takes-crew.ts) takes it; the pages say so truthfully.
 */
export function payLaterReservesCrew(partner: unknown): boolean {
  const capacity = fieldOf(partner, 'capacity');
  return capacity !== undefined && capacity !== null && fieldOf(capacity, 'payLater') !== 'noCrew';
}

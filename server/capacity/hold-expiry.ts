/**
 * The one home of hold expiry (docs/FUNNEL.md, "Holding the time slot"). A hold keeps a crew for the booking for
 * `constants.timeSlotHoldMinutes` (schemas/flow.json, 15) from the moment it was taken or renewed; after that it counts
 * for nothing (crew-claims.ts reads a claim as active only while taken or unexpired), and the next claim of its slot
 * deletes it. A conversion turns the hold into its crew or releases it; a reset or a move to another slot releases it.
 */
import flow from '../../schemas/flow.json';

export const HOLD_MINUTES: number = flow.constants.timeSlotHoldMinutes;

export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

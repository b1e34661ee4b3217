/** How a time of day reads in the calendar (docs/FUNNEL.md, "Holding the time slot"). */
export type SlotStatus = 'open' | 'limited' | 'full';

/** At most this many crews left reads as limited ("only a few left"). */
export const LIMITED_CREWS_LEFT = 1;

/** Full with no crew left (or none offered), limited with at most one, else open. */
export function slotStatus(offered: number, used: number): SlotStatus {
  const left = offered - used;
  if (left <= 0) return 'full';
  return left <= LIMITED_CREWS_LEFT ? 'limited' : 'open';
}

import { crewsOffered } from './crews-offered';
import { datePricePercent } from './date-price-percent';
import { TIMES_OF_DAY, type PartnerCapacity, type TimeOfDay } from './partner-capacity';
import { slotStatus, type SlotStatus } from './slot-status';

/** How a day reads in the calendar: a blackout is closed; a day whose every offered time of day is full is full. */
export type DayStatus = SlotStatus | 'blackout';

/** One entry of GET /api/v1/availability (docs/FUNNEL.md, Calls). */
export interface DayAvailability {
  date: string;
  status: DayStatus;
  slots: Record<TimeOfDay, SlotStatus>;
  /** What the visitor's booking costs more (or less) that day than with no date rule; 0 until it can be priced. */
  priceDifference: number;
  /**
   * The date price rules' percent of labor that day (-100 and up; 0 on a day without one): what the calendar
   * shows before the booking can be priced in dollars, so the dearer days show from the first visit.
   */
  pricePercent: number;
}

/** Crews taken or held per time of day on one day. */
export type CrewsUsed = Partial<Record<TimeOfDay, number>>;

/**
 * A day's status from the partner's capacity and the crews already taken or held. No capacity: every day open.
 * A day that offers no crew at all (a blackout date, or a weekday with 0 and 0) reads as closed (docs/DECISIONS.md);
 * a time of day with no crews reads as full. The day is limited when any offered time of day has at most one crew left.
 */
export function dayAvailability(
  capacity: PartnerCapacity | undefined,
  date: string,
  used: CrewsUsed,
  priceDifference: number,
): DayAvailability {
  if (!capacity) return { date, status: 'open', slots: { morning: 'open', afternoon: 'open' }, priceDifference, pricePercent: 0 };
  const offered = { morning: crewsOffered(capacity, date, 'morning'), afternoon: crewsOffered(capacity, date, 'afternoon') };
  const slots = {
    morning: slotStatus(offered.morning, used.morning ?? 0),
    afternoon: slotStatus(offered.afternoon, used.afternoon ?? 0),
  };
  const offeredSlots = TIMES_OF_DAY.filter((time) => offered[time] > 0).map((time) => slots[time]);
  let status: DayStatus = 'open';
  if (offeredSlots.length === 0) status = 'blackout';
  else if (offeredSlots.every((slot) => slot === 'full')) status = 'full';
  else if (offeredSlots.some((slot) => slot !== 'open')) status = 'limited';
  return { date, status, slots, priceDifference, pricePercent: datePricePercent(capacity, date) };
}

import type { DayAvailability } from '../core/capacity/day-availability';
import { dayPriceDifference } from './day-price-difference';

/** Words the calendar uses for a day's availability (docs/DECISIONS.md, "Availability in the calendar"). */
export const DAY_STATE_WORDS = { full: 'Fully booked', blackout: 'Closed', limited: 'Few left' } as const;

/** What a day button says beyond its date: why it cannot be chosen, that it is nearly full, its price difference. */
export interface CalendarDayState {
  /** 'Fully booked' or 'Closed' for a day that cannot be chosen. */
  closedReason?: string;
  limited: boolean;
  /** '+$108', or undefined when the day costs what others do. */
  price?: string;
}

/** The state of a day from what availability says of it; an unknown day (still loading, failed) reads open. */
export function calendarDayState(day: DayAvailability | undefined): CalendarDayState {
  if (!day) return { limited: false };
  const price = dayPriceDifference(day.priceDifference) ?? undefined;
  if (day.status === 'full' || day.status === 'blackout') return { closedReason: DAY_STATE_WORDS[day.status], limited: false };
  return { limited: day.status === 'limited', price };
}

import type { DayAvailability } from '../core/capacity/day-availability';
import { dayPriceDifference } from './day-price-difference';
import { dayPricePercent } from './day-price-percent';

/** Words the calendar uses for a day's availability (docs/DECISIONS.md, "Availability in the calendar"). */
export const DAY_STATE_WORDS = { full: 'Fully booked', blackout: 'Closed', limited: 'Few left' } as const;

/** What a day button says beyond its date: why it cannot be chosen, that it is nearly full, its price difference. */
export interface CalendarDayState {
  /** Why a day cannot be chosen: every crew taken or held, or a day the partner does not work. */
  unavailable?: 'full' | 'blackout';
  /** 'Fully booked' or 'Closed' for a day that cannot be chosen. */
  closedReason?: string;
  limited: boolean;
  /**
   * '+$108' once the booking is priced; before that the day's price rule, '+10%' (of labor); undefined
   * when the day costs what others do.
   */
  price?: string;
}

/** The state of a day from what availability says of it; an unknown day (still loading, failed) reads open. */
export function calendarDayState(day: DayAvailability | undefined): CalendarDayState {
  if (!day) return { limited: false };
  if (day.status === 'full' || day.status === 'blackout') {
    return { unavailable: day.status, closedReason: DAY_STATE_WORDS[day.status], limited: false };
  }
  const price = dayPriceDifference(day.priceDifference) ?? dayPricePercent(day.pricePercent) ?? undefined;
  return { limited: day.status === 'limited', price };
}

import { addDays, format, startOfDay } from 'date-fns';

/** Days between today and the earliest bookable move date (docs/FUNNEL.md#business-constants). */
export const EARLIEST_MOVE_DATE_OFFSET_DAYS = 3;

/** The earliest move date as an ISO calendar date: today (local) + 3 days, start of day. */
export function earliestMoveDate(today: Date): string {
  return format(addDays(startOfDay(today), EARLIEST_MOVE_DATE_OFFSET_DAYS), 'yyyy-MM-dd');
}

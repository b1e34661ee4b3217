import { addDays, format, startOfDay } from 'date-fns';
import flow from '../schemas/flow.json';

/**
 * Days between today and the earliest bookable move date: `constants.earliestMoveDateDays` in
 * schemas/flow.json, read by validation and the calendar alike (docs/FUNNEL.md, "Business constants").
 */
export const EARLIEST_MOVE_DATE_OFFSET_DAYS: number = flow.constants.earliestMoveDateDays;

/** The earliest move date as an ISO calendar date: today (local) plus the offset, start of day. */
export function earliestMoveDate(today: Date): string {
  return format(addDays(startOfDay(today), EARLIEST_MOVE_DATE_OFFSET_DAYS), 'yyyy-MM-dd');
}

import flow from '../schemas/flow.json';
import { addDays } from './capacity/calendar-date';
import { partnerToday } from './capacity/partner-today';

/**
 * Days between today and the earliest bookable move date: `constants.earliestMoveDateDays` in
 * schemas/flow.json, read by validation and the calendar alike (docs/FUNNEL.md, "Business constants").
 */
export const EARLIEST_MOVE_DATE_OFFSET_DAYS: number = flow.constants.earliestMoveDateDays;

/**
 * Days between today and the latest bookable move date: `constants.latestMoveDateDays` in
 * schemas/flow.json, read by validation and the calendar alike (docs/FUNNEL.md, "Business constants").
 */
export const LATEST_MOVE_DATE_OFFSET_DAYS: number = flow.constants.latestMoveDateDays;

/**
 * The earliest move date as an ISO calendar date: the partner's today (its date at `now` in `timeZone`,
 * core/capacity/time-zone-of.ts) plus the offset. Plain `Date` arithmetic, not date-fns: this runs on the landing page
 * (docs/PERFORMANCE.md).
 */
export function earliestMoveDate(now: Date, timeZone: string): string {
  return addDays(partnerToday(now, timeZone), EARLIEST_MOVE_DATE_OFFSET_DAYS);
}

/** The latest move date as an ISO calendar date: the partner's today plus the offset, as `earliestMoveDate`. */
export function latestMoveDate(now: Date, timeZone: string): string {
  return addDays(partnerToday(now, timeZone), LATEST_MOVE_DATE_OFFSET_DAYS);
}

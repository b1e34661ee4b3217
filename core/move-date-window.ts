import flow from '../schemas/flow.json';

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

/** Today (local calendar) plus `days`, as an ISO calendar date 'YYYY-MM-DD'. */
function daysAhead(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(day.getFullYear()).padStart(4, '0')}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The earliest move date as an ISO calendar date: today (local) plus the offset. Plain `Date`
 * arithmetic, not date-fns: this runs on the landing page (docs/PERFORMANCE.md).
 */
export function earliestMoveDate(today: Date): string {
  return daysAhead(today, EARLIEST_MOVE_DATE_OFFSET_DAYS);
}

/** The latest move date as an ISO calendar date: today (local) plus the offset, as `earliestMoveDate`. */
export function latestMoveDate(today: Date): string {
  return daysAhead(today, LATEST_MOVE_DATE_OFFSET_DAYS);
}

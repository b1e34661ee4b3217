import flow from '../schemas/flow.json';

/**
 * Days between today and the earliest bookable move date: `constants.earliestMoveDateDays` in
 * schemas/flow.json, read by validation and the calendar alike (docs/FUNNEL.md, "Business constants").
 */
export const EARLIEST_MOVE_DATE_OFFSET_DAYS: number = flow.constants.earliestMoveDateDays;

/**
 * The earliest move date as an ISO calendar date: today (local) plus the offset. Plain `Date`
 * arithmetic, not date-fns: this runs on the landing page (docs/PERFORMANCE.md).
 */
export function earliestMoveDate(today: Date): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + EARLIEST_MOVE_DATE_OFFSET_DAYS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(day.getFullYear()).padStart(4, '0')}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

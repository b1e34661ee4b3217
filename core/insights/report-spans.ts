/**
 * How a report's days are read (server/insights/read-insight-rows.ts): the whole weeks inside them (Monday to Sunday)
 * from the weekly sums, the days before the first and after the last whole week from the daily counts. Together they
 * are the days from `from` to `to`, each once.
 */
import { addDays, daysBetween, weekdayOf } from '../capacity/calendar-date';
import { WEEKDAYS } from '../capacity/partner-capacity';

/** Days from `from` to `to`, both counted ('YYYY-MM-DD'). */
export interface DaySpan {
  from: string;
  to: string;
}

export interface ReportSpans {
  /** The Mondays of the first and the last whole week; null when no whole week fits. */
  weeks: DaySpan | null;
  /** The days outside those weeks: none, one or two spans. */
  days: DaySpan[];
}

/** Days from the Monday of `date`'s week to `date`: 0 on a Monday, 6 on a Sunday. */
const sinceMonday = (date: string) => (WEEKDAYS.indexOf(weekdayOf(date)) + 6) % 7;

export function reportSpans(from: string, to: string): ReportSpans {
  if (daysBetween(from, to) < 0) return { weeks: null, days: [] };
  const firstMonday = addDays(from, (7 - sinceMonday(from)) % 7);
  const lastSunday = addDays(to, -((sinceMonday(to) + 1) % 7));
  const lastMonday = addDays(lastSunday, -6);
  if (daysBetween(firstMonday, lastMonday) < 0) return { weeks: null, days: [{ from, to }] };
  const days: DaySpan[] = [];
  if (firstMonday !== from) days.push({ from, to: addDays(firstMonday, -1) });
  if (lastSunday !== to) days.push({ from: addDays(lastSunday, 1), to });
  return { weeks: { from: firstMonday, to: lastMonday }, days };
}

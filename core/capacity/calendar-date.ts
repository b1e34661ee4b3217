/**
 * Arithmetic on ISO calendar dates ('YYYY-MM-DD') that no time zone can shift: the date is read as a UTC
 * midnight, moved, and written back. Plain `Date`, not date-fns: it runs on the landing page (docs/PERFORMANCE.md).
 */
import { WEEKDAYS, type Weekday } from './partner-capacity';

const DAY_MS = 86_400_000;

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** `date` plus `days` (negative to go back). */
export function addDays(date: string, days: number): string {
  return new Date(utc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / DAY_MS);
}

/** 'mon' … 'sun'. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[utc(date).getUTCDay()]!;
}

/** 1 (January) to 12. */
export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

/** How many days are left in the date's month after it: 0 on the last day. */
export function daysLeftInMonth(date: string): number {
  const day = utc(date);
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return last.getUTCDate() - day.getUTCDate();
}

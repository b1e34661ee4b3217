/**
 * Dates a call may carry (docs/FUNNEL.md, Calls): a real calendar day between the years 0001 and 9999, the range
 * PostgreSQL's `date` stores (the body and query schemas' `format: date` already refuse a 30th of February, not a year
 * 0000). Each answer is a message, never a database error.
 */
import type { Refusal } from '../../core/refusal';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isStorableDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function unstorableDateRefusal(value: string): Refusal {
  return { status: 422, messages: [`"${value}" is not a date we can book. Please choose a day on the calendar.`] };
}

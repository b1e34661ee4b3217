/**
 * Dates a call may ask a crew for (docs/FUNNEL.md, Calls): a real calendar day between the years 0001 and 9999, the
 * range PostgreSQL's `date` stores (the body and query schemas' `format: date` already refuse a 30th of February, not a
 * year 0000), and, for a hold or a new move date, inside the partner's bookable window judged today. Each answer is
 * the move-date step's own message, never a database error.
 */
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { fieldMessage } from '../../core/flow/field-message';
import { formatMoveDate } from '../../core/format-move-date';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { earliestMoveDate, latestMoveDate } from '../../core/move-date-window';
import type { Refusal } from '../../core/refusal';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOVE_DATE_STEP = 'moveDate';

export function isStorableDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  // The pattern has exactly three groups of digits.
  const [year = 0, month = 1, day = 1] = match.slice(1).map(Number);
  if (year < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function unstorableDateRefusal(value: string): Refusal {
  return { status: 422, messages: [`"${value}" is not a date we can book. Please choose a day on the calendar.`] };
}

/** Null when `date` is a day the partner takes bookings for now, else the move-date step's message and the step. */
export function bookableDateRefusal(date: string, partner: unknown, now: Date): Refusal | null {
  const step = funnelDefinition.steps[MOVE_DATE_STEP]!;
  const at = { step: MOVE_DATE_STEP, path: step.path };
  if (!isStorableDate(date)) return { ...unstorableDateRefusal(date), ...at };
  const timeZone = timeZoneOf(partner);
  const [earliest, latest] = [earliestMoveDate(now, timeZone), latestMoveDate(now, timeZone)];
  if (date < earliest)
    return { messages: [fieldMessage(step.messages, 'moveDate', 'formatMinimum', { date: formatMoveDate(earliest) })], ...at };
  if (date > latest)
    return { messages: [fieldMessage(step.messages, 'moveDate', 'formatMaximum', { date: formatMoveDate(latest) })], ...at };
  return null;
}

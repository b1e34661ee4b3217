import type { DayAvailability } from '../core/capacity/day-availability';
import { isRecord } from '../core/is-record';

/** Where a month ('YYYY-MM') stands: asked for, known, or failed (asked again when it shows again). */
export type MonthState = 'loading' | 'ready' | 'failed';

/** What is known of the partner's days: an immutable value, replaced on every change. */
export interface AvailabilitySnapshot {
  days: ReadonlyMap<string, DayAvailability>;
  months: ReadonlyMap<string, MonthState>;
}

/**
 * The days the calendar and the time of day show as full, closed, limited or dearer, fetched month by
 * month. The step page puts one in RJSF's `formContext.availability` (renderer/availability); without
 * it every day reads open, as for a partner without capacity.
 */
export interface CalendarAvailability {
  subscribe(listener: () => void): () => void;
  snapshot(): AvailabilitySnapshot;
  /** Asks for these months ('YYYY-MM') unless known or on their way; a failed month is asked again. */
  load(months: readonly string[]): void;
}

export const EMPTY_AVAILABILITY: AvailabilitySnapshot = { days: new Map(), months: new Map() };

/** The step page's availability from RJSF's formContext, if it gave one. */
export function availabilityOf(formContext: unknown): CalendarAvailability | undefined {
  const availability = isRecord(formContext) ? formContext.availability : undefined;
  // The step page puts a CalendarAvailability there (renderer/availability/use-step-availability.ts); `load` tells it apart.
  return isRecord(availability) && typeof availability.load === 'function' ? (availability as unknown as CalendarAvailability) : undefined;
}

/** The day the calendar field holds, for the time of day beside it (formContext.chosenDate). */
export function chosenDateOf(formContext: unknown): string | undefined {
  const date = isRecord(formContext) ? formContext.chosenDate : undefined;
  return typeof date === 'string' ? date : undefined;
}

/** The partner's today ('YYYY-MM-DD') the step page gives (formContext.today), if it does. */
export function todayOf(formContext: unknown): string | undefined {
  const today = isRecord(formContext) ? formContext.today : undefined;
  return typeof today === 'string' ? today : undefined;
}

/** 'YYYY-MM' of a local date. */
export function monthKeyOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The month before, the month ('YYYY-MM') and the one after: the ones a six-week grid can show. */
export function monthsAround(month: string): string[] {
  // 'YYYY-MM' always has the two parts.
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return [-1, 0, 1].map((offset) => monthKeyOf(new Date(year, monthNumber - 1 + offset, 1)));
}

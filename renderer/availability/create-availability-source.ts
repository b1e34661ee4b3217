import type { DayAvailability } from '../../core/capacity/day-availability';
import type { AvailabilitySnapshot, CalendarAvailability, MonthState } from '../../widgets/calendar-availability';

export interface AvailabilitySourceOptions {
  /** GET /api/v1/availability for `from`..`to` (both 'YYYY-MM-DD', at most 62 days). */
  fetchDays(from: string, to: string): Promise<DayAvailability[]>;
  /** The first and last day that can be chosen: nothing outside them is asked for. */
  earliest: string;
  latest: string;
}

/**
 * The calendar's availability, one request per month: each month is asked for once while it is known
 * or on its way, so paging back and forth sends nothing more; a failed month is asked again only when
 * it shows again (never in a loop). One source per visit of the step, so prices reflect the booking
 * as it is now (docs/DECISIONS.md, "Availability in the calendar").
 */
export function createAvailabilitySource({ fetchDays, earliest, latest }: AvailabilitySourceOptions): CalendarAvailability {
  let snapshot: AvailabilitySnapshot = { days: new Map(), months: new Map() };
  const listeners = new Set<() => void>();
  const update = (change: (days: Map<string, DayAvailability>, months: Map<string, MonthState>) => void) => {
    const days = new Map(snapshot.days);
    const months = new Map(snapshot.months);
    change(days, months);
    snapshot = { days, months };
    for (const listener of listeners) listener();
  };

  const loadMonth = (month: string) => {
    const state = snapshot.months.get(month);
    if (state === 'loading' || state === 'ready') return;
    const from = maxDate(`${month}-01`, earliest);
    const to = minDate(lastDayOf(month), latest);
    if (from > to) return;
    update((_, months) => months.set(month, 'loading'));
    fetchDays(from, to).then(
      (found) =>
        update((days, months) => {
          for (const day of found) days.set(day.date, day);
          months.set(month, 'ready');
        }),
      () => update((_, months) => months.set(month, 'failed')),
    );
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
    load(months) {
      for (const month of months) loadMonth(month);
    },
  };
}

function lastDayOf(month: string): string {
  // 'YYYY-MM' always has the two parts.
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);

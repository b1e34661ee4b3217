import { addDays, startOfDay } from 'date-fns';
import type { WidgetProps } from '@rjsf/utils';
import { EARLIEST_MOVE_DATE_OFFSET_DAYS, LATEST_MOVE_DATE_OFFSET_DAYS } from '../core/move-date-window';
import { availabilityOf, todayOf } from './calendar-availability';
import { CalendarDrawer } from './calendar-drawer';
import { CalendarInline } from './calendar-inline';
import { parseIsoDate, toIsoDate } from './iso-date';
import { useMediaQuery } from './use-media-query';

/** Tailwind's md breakpoint (docs/FUNNEL.md#business-constants: 768px): below it the calendar becomes a drawer. */
const DESKTOP = '(min-width: 768px)';

/**
 * The move date, an ISO calendar date 'YYYY-MM-DD'. Desktop shows react-day-picker inline; phones
 * get a button opening a bottom drawer with the same month. Days before the earliest move date and
 * after the latest are disabled, and so are full and closed days when the step page gives
 * availability (`formContext.availability`). Today is the partner's (`formContext.today`) when given.
 */
export function CalendarWidget(props: WidgetProps) {
  const desktop = useMediaQuery(DESKTOP);
  const formContext: unknown = props.registry.formContext;
  const today = todayOf(formContext) ?? toIsoDate(new Date());
  const now = parseIsoDate(today)!;
  const earliest = earliestOf(props.options, now);
  const latest = latestOf(props.options, now);
  const availability = availabilityOf(formContext);
  const Calendar = desktop ? CalendarInline : CalendarDrawer;
  return <Calendar widget={props} today={today} earliest={earliest} latest={latest} availability={availability} />;
}

/**
 * The first selectable day: `earliest` ('YYYY-MM-DD') when the renderer passes the one it
 * validates against, else today + `minDaysAhead` (docs/FUNNEL.md#business-constants: 3) in the customer's calendar.
 */
export function earliestOf(options: Record<string, unknown>, now: Date): string {
  return dayBound(options, now, 'earliest', 'minDaysAhead', EARLIEST_MOVE_DATE_OFFSET_DAYS);
}

/**
 * The last selectable day: `latest` ('YYYY-MM-DD') when the renderer passes the one it validates
 * against, else today + `maxDaysAhead` (docs/FUNNEL.md#business-constants: 365) in the customer's calendar.
 */
export function latestOf(options: Record<string, unknown>, now: Date): string {
  return dayBound(options, now, 'latest', 'maxDaysAhead', LATEST_MOVE_DATE_OFFSET_DAYS);
}

/** A bound of the selectable days from the widget's options; a malformed option is a broken step file and throws. */
function dayBound(options: Record<string, unknown>, now: Date, dateOption: string, daysOption: string, defaultDays: number): string {
  const date = options[dateOption];
  if (date !== undefined) {
    if (typeof date === 'string' && parseIsoDate(date)) return date;
    throw new Error(`The calendar's '${dateOption}' option must be 'YYYY-MM-DD', got ${JSON.stringify(date)}`);
  }
  const days = options[daysOption] ?? defaultDays;
  if (typeof days !== 'number' || !Number.isInteger(days)) {
    throw new Error(`The calendar's '${daysOption}' option must be a whole number, got ${JSON.stringify(days)}`);
  }
  return toIsoDate(addDays(startOfDay(now), days));
}

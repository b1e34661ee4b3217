import { addDays, startOfDay } from 'date-fns';
import type { WidgetProps } from '@rjsf/utils';
import { EARLIEST_MOVE_DATE_OFFSET_DAYS, LATEST_MOVE_DATE_OFFSET_DAYS } from '../core/move-date-window';
import { CalendarDrawer } from './calendar-drawer';
import { CalendarInline } from './calendar-inline';
import { parseIsoDate, toIsoDate } from './iso-date';
import { useMediaQuery } from './use-media-query';

/** Tailwind's md breakpoint (docs/FUNNEL.md#business-constants: 768px): below it the calendar becomes a drawer. */
const DESKTOP = '(min-width: 768px)';

/**
 * The move date, an ISO calendar date 'YYYY-MM-DD'. Desktop shows react-day-picker inline; phones
 * get a button opening a bottom drawer with the native date input, the easiest picker there.
 * Days before the earliest move date and after the latest are disabled.
 */
export function CalendarWidget(props: WidgetProps) {
  const desktop = useMediaQuery(DESKTOP);
  const now = new Date();
  const earliest = earliestOf(props.options, now);
  const latest = latestOf(props.options, now);
  return desktop ? (
    <CalendarInline widget={props} earliest={earliest} latest={latest} />
  ) : (
    <CalendarDrawer widget={props} earliest={earliest} latest={latest} />
  );
}

/**
 * The first selectable day: `earliest` ('YYYY-MM-DD') when the renderer passes the one it
 * validates against, else today + `minDaysAhead` (docs/FUNNEL.md#business-constants: 3) in the customer's calendar.
 * A malformed option is a broken step file and throws.
 */
export function earliestOf(options: Record<string, unknown>, now: Date): string {
  const { earliest, minDaysAhead = EARLIEST_MOVE_DATE_OFFSET_DAYS } = options;
  if (earliest !== undefined) {
    if (typeof earliest === 'string' && parseIsoDate(earliest)) return earliest;
    throw new Error(`The calendar's 'earliest' option must be 'YYYY-MM-DD', got ${JSON.stringify(earliest)}`);
  }
  if (typeof minDaysAhead !== 'number' || !Number.isInteger(minDaysAhead)) {
    throw new Error(`The calendar's 'minDaysAhead' option must be a whole number, got ${JSON.stringify(minDaysAhead)}`);
  }
  return toIsoDate(addDays(startOfDay(now), minDaysAhead));
}

/**
 * The last selectable day: `latest` ('YYYY-MM-DD') when the renderer passes the one it validates
 * against, else today + `maxDaysAhead` (docs/FUNNEL.md#business-constants: 365) in the customer's calendar.
 * A malformed option is a broken step file and throws.
 */
export function latestOf(options: Record<string, unknown>, now: Date): string {
  const { latest, maxDaysAhead = LATEST_MOVE_DATE_OFFSET_DAYS } = options;
  if (latest !== undefined) {
    if (typeof latest === 'string' && parseIsoDate(latest)) return latest;
    throw new Error(`The calendar's 'latest' option must be 'YYYY-MM-DD', got ${JSON.stringify(latest)}`);
  }
  if (typeof maxDaysAhead !== 'number' || !Number.isInteger(maxDaysAhead)) {
    throw new Error(`The calendar's 'maxDaysAhead' option must be a whole number, got ${JSON.stringify(maxDaysAhead)}`);
  }
  return toIsoDate(addDays(startOfDay(now), maxDaysAhead));
}

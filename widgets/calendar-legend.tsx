import type { AvailabilitySnapshot } from './calendar-availability';
import { calendarDayState, DAY_STATE_WORDS } from './calendar-day-state';

/** What the legend and the status line say (docs/DECISIONS.md, "Availability in the calendar"). */
export const LEGEND_COPY = {
  limited: DAY_STATE_WORDS.limited,
  full: DAY_STATE_WORDS.full,
  blackout: DAY_STATE_WORDS.blackout,
  price: 'Price difference for your move that day',
  percent: 'Labor price difference that day',
  loading: 'Checking which days are open…',
  failed: "We couldn't check which days are open just now. You can still choose a day.",
} as const;

interface CalendarLegendProps {
  snapshot: AvailabilitySnapshot;
  showPrices: boolean;
  /**
   * Keep the legend's line even when it has nothing to say, so the desktop calendar is as tall before
   * availability arrives as after (its placeholder holds the same size, widget-placeholder.tsx).
   */
  holdLine: boolean;
}

/**
 * Under the month, one line: a quiet status while availability loads or after it failed, else a key to the
 * marks the days carry, only for marks the known days use (a partner without capacity shows none): fully
 * booked (struck through) and closed (hatched) apart, dollars or the day's percent of labor. One line
 * whatever arrives when, so the step below never moves.
 */
export function CalendarLegend({ snapshot, showPrices, holdLine }: CalendarLegendProps) {
  const days = [...snapshot.days.values()];
  const states = [...snapshot.months.values()];
  const limited = days.some((day) => day.status === 'limited');
  const full = days.some((day) => day.status === 'full');
  const blackout = days.some((day) => day.status === 'blackout');
  const shownPrices = showPrices ? days.map((day) => calendarDayState(day).price).filter((price) => price !== undefined) : [];
  const priced = shownPrices.some((price) => price.includes('$'));
  const percent = shownPrices.some((price) => price.endsWith('%'));
  const status = states.includes('loading') ? LEGEND_COPY.loading : states.includes('failed') ? LEGEND_COPY.failed : null;
  if (!limited && !full && !blackout && !priced && !percent && !status)
    return holdLine ? <div className="mt-2 h-5" aria-hidden="true" /> : null;
  return (
    <div className={`mt-2 text-sm text-slate-700 ${holdLine ? 'min-h-5' : ''}`} data-testid="calendar-legend">
      {status ? (
        <p className="text-slate-600" data-testid="calendar-status">
          {status}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {limited && <LegendItem markClassName="booking-legend-limited" words={LEGEND_COPY.limited} />}
          {full && <LegendItem markClassName="booking-legend-day booking-legend-full" mark="12" words={LEGEND_COPY.full} />}
          {blackout && <LegendItem markClassName="booking-legend-day booking-legend-closed" mark="12" words={LEGEND_COPY.blackout} />}
          {priced && <LegendItem markClassName="font-semibold text-slate-600" mark="+$" words={LEGEND_COPY.price} />}
          {percent && <LegendItem markClassName="font-semibold text-slate-600" mark="+%" words={LEGEND_COPY.percent} />}
        </ul>
      )}
    </div>
  );
}

/** One key of the legend: the mark as a day shows it (hidden from screen readers, which hear the day's name), then its words. */
function LegendItem({ markClassName, mark, words }: { markClassName: string; mark?: string; words: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span className={markClassName} aria-hidden="true">
        {mark}
      </span>
      {words}
    </li>
  );
}

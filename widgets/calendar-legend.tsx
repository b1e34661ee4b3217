import type { AvailabilitySnapshot } from './calendar-availability';
import { DAY_STATE_WORDS } from './calendar-day-state';

/** What the legend and the status line say (docs/DECISIONS.md, "Availability in the calendar"). */
export const LEGEND_COPY = {
  limited: DAY_STATE_WORDS.limited,
  unavailable: `${DAY_STATE_WORDS.full} or ${DAY_STATE_WORDS.blackout.toLowerCase()}`,
  price: 'Price difference for your move that day',
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
 * marks the days carry, only for marks the known days use (a partner without capacity shows none). One line
 * whatever arrives when, so the step below never moves.
 */
export function CalendarLegend({ snapshot, showPrices, holdLine }: CalendarLegendProps) {
  const days = [...snapshot.days.values()];
  const states = [...snapshot.months.values()];
  const limited = days.some((day) => day.status === 'limited');
  const unavailable = days.some((day) => day.status === 'full' || day.status === 'blackout');
  const priced = showPrices && days.some((day) => Math.round(day.priceDifference) !== 0);
  const status = states.includes('loading') ? LEGEND_COPY.loading : states.includes('failed') ? LEGEND_COPY.failed : null;
  if (!limited && !unavailable && !priced && !status) return holdLine ? <div className="mt-2 h-5" aria-hidden="true" /> : null;
  return (
    <div className={`mt-2 text-sm text-slate-700 ${holdLine ? 'min-h-5' : ''}`} data-testid="calendar-legend">
      {status ? (
        <p className="text-slate-600" data-testid="calendar-status">
          {status}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {limited && <LegendItem markClassName="booking-legend-limited" words={LEGEND_COPY.limited} />}
          {unavailable && <LegendItem markClassName="text-slate-500 line-through" mark="12" words={LEGEND_COPY.unavailable} />}
          {priced && <LegendItem markClassName="font-semibold text-slate-600" mark="+$" words={LEGEND_COPY.price} />}
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

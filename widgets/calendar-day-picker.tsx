import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './widgets.css';
import { calendarDayState } from './calendar-day-state';
import { CalendarDayButton, CalendarDayContext, type CalendarDayContextValue } from './calendar-day-button';
import { monthKeyOf, type CalendarAvailability } from './calendar-availability';
import { CalendarLegend } from './calendar-legend';
import { dayButtonLabel } from './day-button-label';
import { parseIsoDate, toIsoDate } from './iso-date';
import { useCalendarAvailability } from './use-calendar-availability';

interface CalendarDayPickerProps {
  /** The chosen day, 'YYYY-MM-DD'. */
  value: string | undefined;
  onSelect(date: string | undefined): void;
  /** The partner's today, the first and the last selectable day, 'YYYY-MM-DD'. */
  today: string;
  earliest: string;
  latest: string;
  availability: CalendarAvailability | undefined;
  /** Prices on the days; the field's id and error on the Tab stop day (the desktop calendar is the field). */
  showPrices: boolean;
  /** Keep the legend's line while it has nothing to say (desktop: the placeholder holds the same height). */
  holdLine?: boolean;
  fieldId?: string;
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * One month of react-day-picker, six fixed weeks with outside days, from the partner's current month to
 * the month of the latest day, with what availability says: full and closed days disabled and named so,
 * limited days marked, prices on the days when asked. It asks for each month it shows; until a month
 * arrives (or if it fails) its days read open, so the calendar never waits for the network.
 */
export function CalendarDayPicker(props: CalendarDayPickerProps) {
  const { value, today, earliest, latest, availability, showPrices, holdLine = false, fieldId, describedBy, disabled, autoFocus } = props;
  const todayDate = parseIsoDate(today)!;
  const currentMonth = new Date(todayDate.getFullYear(), todayDate.getMonth(), 1);
  const selected = parseIsoDate(value);
  const earliestDate = parseIsoDate(earliest)!;
  const latestDate = parseIsoDate(latest)!;
  const latestMonth = new Date(latestDate.getFullYear(), latestDate.getMonth(), 1);
  // The month of an earlier answer when coming back to edit it; else the month of the earliest day,
  // so the month shown always has a day to choose (and a Tab stop).
  const [month, setMonth] = useState(() =>
    selected && selected >= currentMonth && selected <= latestDate
      ? selected
      : new Date(earliestDate.getFullYear(), earliestDate.getMonth(), 1),
  );
  const snapshot = useCalendarAvailability(availability, monthKeyOf(month));
  const stateOf = (date: Date) => calendarDayState(snapshot.days.get(toIsoDate(date)));
  const dayContext = useMemo<CalendarDayContextValue>(
    () => ({ availability: snapshot, showPrices, fieldId, describedBy }),
    [snapshot, showPrices, fieldId, describedBy],
  );

  return (
    <CalendarDayContext.Provider value={dayContext}>
      <DayPicker
        mode="single"
        required
        selected={selected}
        onSelect={(date) => props.onSelect(toIsoDate(date))}
        fixedWeeks
        showOutsideDays
        today={todayDate}
        startMonth={currentMonth}
        endMonth={latestMonth}
        month={month}
        onMonthChange={setMonth}
        labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers, stateOf(date)) }}
        components={{ DayButton: CalendarDayButton }}
        modifiers={{
          fullyBooked: (date) => stateOf(date).unavailable === 'full',
          closed: (date) => stateOf(date).unavailable === 'blackout',
          limited: (date) => stateOf(date).limited,
        }}
        modifiersClassNames={{ fullyBooked: 'booking-day-full', closed: 'booking-day-closed', limited: 'booking-day-limited-cell' }}
        disabled={disabled ? true : [{ before: earliestDate }, { after: latestDate }, (date) => stateOf(date).unavailable !== undefined]}
        autoFocus={autoFocus}
        className={showPrices ? 'booking-calendar-prices' : undefined}
      />
      <CalendarLegend snapshot={snapshot} showPrices={showPrices} holdLine={holdLine} />
    </CalendarDayContext.Provider>
  );
}

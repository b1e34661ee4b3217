import { createContext, useContext } from 'react';
import { DayButton, type DayButtonProps } from 'react-day-picker';
import { toIsoDate } from './iso-date';
import { calendarDayState } from './calendar-day-state';
import { EMPTY_AVAILABILITY, type AvailabilitySnapshot } from './calendar-availability';

/** What the day buttons of one calendar read: availability, whether prices show, the field's Tab stop. */
export interface CalendarDayContextValue {
  availability: AvailabilitySnapshot;
  /** The price difference on the day ('+$108', or the day's '+10%' before the booking is priced). */
  showPrices: boolean;
  /** The field's id and error, put on the day that is the Tab stop (the desktop calendar, where the field is the grid). */
  fieldId?: string;
  describedBy?: string;
}

export const CalendarDayContext = createContext<CalendarDayContextValue>({ availability: EMPTY_AVAILABILITY, showPrices: false });

/**
 * A day: its number, then a dot for 'Few left' and its price difference ('+$108', '+10%'); the
 * accessible name says the same in words (day-button-label.ts). When it is the calendar's one Tab stop
 * (the selected day, else the first day that can be chosen) it also carries the field's id and error:
 * the renderer focuses the field by id after a failed submit, and that lands on a day, not on "Go to the
 * Previous Month". One component for every calendar, fed by context, so new availability re-renders the
 * days without remounting the focused one.
 */
export function CalendarDayButton({ children, ...props }: DayButtonProps) {
  const { availability, showPrices, fieldId, describedBy } = useContext(CalendarDayContext);
  const tabStop = props.tabIndex === 0;
  const state = calendarDayState(availability.days.get(toIsoDate(props.day.date)));
  const price = showPrices && !props.day.outside ? state.price : undefined;
  return (
    <DayButton {...props} id={tabStop ? fieldId : undefined} aria-describedby={tabStop ? describedBy : undefined}>
      <span className="booking-day-number">{children}</span>
      {state.limited && <span className="booking-day-limited" aria-hidden="true" />}
      {/* Every day of a priced month keeps the price's line, so the numbers stand in one row priced or not;
          the space makes the visible text '20 +$108', as the name starts (day-button-label.ts). */}
      {showPrices && (
        <>
          {price && ' '}
          <span className="booking-day-price" data-cheaper={price?.startsWith('-') || undefined}>
            {price}
          </span>
        </>
      )}
    </DayButton>
  );
}

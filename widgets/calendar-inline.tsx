import type { WidgetProps } from '@rjsf/utils';
import type { CalendarAvailability } from './calendar-availability';
import { CalendarDayPicker } from './calendar-day-picker';
import { fieldAria } from './field-aria';
import { groupFocusHandlers } from './use-group-focus';
import { WidgetLabel, labelIdOf } from './widget-label';

interface CalendarInlineProps {
  widget: WidgetProps;
  /** The partner's today, the first and the last selectable day, 'YYYY-MM-DD'. */
  today: string;
  earliest: string;
  latest: string;
  availability: CalendarAvailability | undefined;
}

/**
 * The desktop calendar: one month across the card's width, with availability and the price difference on each day.
 * The field's id sits on the day that is the calendar's Tab stop (calendar-day-button.tsx), so focusing
 * the field focuses a day; the group around it keeps the label and the error.
 */
export function CalendarInline({ widget, today, earliest, latest, availability }: CalendarInlineProps) {
  const { id, label, options, value, disabled, readonly, rawErrors, autofocus } = widget;
  const aria = fieldAria(id, rawErrors);
  return (
    <div
      id={`${id}__group`}
      role="group"
      tabIndex={-1}
      aria-labelledby={labelIdOf(id)}
      {...aria}
      {...groupFocusHandlers(id, value, widget.onFocus, widget.onBlur)}
      className="booking-calendar booking-calendar-inline outline-none"
    >
      <WidgetLabel fieldId={id} label={label} hidden={options.hideLabel === true || widget.hideLabel} />
      <CalendarDayPicker
        value={typeof value === 'string' ? value : undefined}
        onSelect={(date) => widget.onChange(date)}
        today={today}
        earliest={earliest}
        latest={latest}
        availability={availability}
        showPrices
        holdLine
        fieldId={id}
        describedBy={aria['aria-describedby']}
        disabled={disabled || readonly}
        autoFocus={autofocus}
      />
    </div>
  );
}

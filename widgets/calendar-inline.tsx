import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './widgets.css';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { parseIsoDate, toIsoDate } from './iso-date';
import { groupFocusHandlers } from './use-group-focus';
import { WidgetLabel, labelIdOf } from './widget-label';

interface CalendarInlineProps {
  widget: WidgetProps;
  /** First selectable day, 'YYYY-MM-DD'. */
  earliest: string;
}

/** The desktop calendar: one month, six fixed weeks with outside days, from the current month on. */
export function CalendarInline({ widget, earliest }: CalendarInlineProps) {
  const { id, label, options, value, disabled, readonly, rawErrors, autofocus } = widget;
  const today = new Date();
  const currentMonth = new Date(today.getFullYear(), today.getMonth(), 1);
  const selected = parseIsoDate(value);
  const earliestDate = parseIsoDate(earliest)!;
  return (
    <div
      id={id}
      role="group"
      tabIndex={-1}
      aria-labelledby={labelIdOf(id)}
      {...fieldAria(id, rawErrors)}
      {...groupFocusHandlers(id, value, widget.onFocus, widget.onBlur)}
      className="booking-calendar outline-none"
    >
      <WidgetLabel fieldId={id} label={label} hidden={options.hideLabel === true || widget.hideLabel} />
      <DayPicker
        mode="single"
        required
        selected={selected}
        onSelect={(date) => widget.onChange(toIsoDate(date))}
        fixedWeeks
        showOutsideDays
        startMonth={currentMonth}
        // The month of an earlier answer when coming back to edit it; the current month otherwise.
        defaultMonth={selected && selected >= currentMonth ? selected : currentMonth}
        disabled={disabled || readonly ? true : { before: earliestDate }}
        autoFocus={autofocus}
      />
    </div>
  );
}

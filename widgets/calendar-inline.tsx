import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './widgets.css';
import type { WidgetProps } from '@rjsf/utils';
import { dayButtonLabel } from './day-button-label';
import { fieldAria } from './field-aria';
import { fieldDayButton } from './field-day-button';
import { parseIsoDate, toIsoDate } from './iso-date';
import { groupFocusHandlers } from './use-group-focus';
import { WidgetLabel, labelIdOf } from './widget-label';

interface CalendarInlineProps {
  widget: WidgetProps;
  /** First selectable day, 'YYYY-MM-DD'. */
  earliest: string;
  /** Last selectable day, 'YYYY-MM-DD'. */
  latest: string;
}

/**
 * The desktop calendar: one month, six fixed weeks with outside days, from the current month to
 * the month of the latest day.
 * The field's id sits on the day that is the calendar's Tab stop (fieldDayButton), so focusing
 * the field focuses a day; the group around it keeps the label and the error.
 */
export function CalendarInline({ widget, earliest, latest }: CalendarInlineProps) {
  const { id, label, options, value, disabled, readonly, rawErrors, autofocus } = widget;
  const today = new Date();
  const currentMonth = new Date(today.getFullYear(), today.getMonth(), 1);
  const selected = parseIsoDate(value);
  const earliestDate = parseIsoDate(earliest)!;
  const earliestMonth = new Date(earliestDate.getFullYear(), earliestDate.getMonth(), 1);
  const latestDate = parseIsoDate(latest)!;
  const latestMonth = new Date(latestDate.getFullYear(), latestDate.getMonth(), 1);
  const aria = fieldAria(id, rawErrors);
  const describedBy = aria['aria-describedby'];
  const components = useMemo(() => ({ DayButton: fieldDayButton(id, describedBy) }), [id, describedBy]);
  return (
    <div
      id={`${id}__group`}
      role="group"
      tabIndex={-1}
      aria-labelledby={labelIdOf(id)}
      {...aria}
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
        endMonth={latestMonth}
        // The month of an earlier answer when coming back to edit it; else the month of the
        // earliest day, so the month shown always has a day to choose (and a Tab stop).
        defaultMonth={selected && selected >= currentMonth && selected <= latestDate ? selected : earliestMonth}
        labels={{ labelDayButton: dayButtonLabel }}
        components={components}
        disabled={disabled || readonly ? true : [{ before: earliestDate }, { after: latestDate }]}
        autoFocus={autofocus}
      />
    </div>
  );
}

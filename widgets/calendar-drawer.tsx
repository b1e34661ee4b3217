import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { BottomSheet } from './bottom-sheet';
import type { CalendarAvailability } from './calendar-availability';
import { CalendarDayPicker } from './calendar-day-picker';
import { calendarDayState } from './calendar-day-state';
import { fieldAria } from './field-aria';
import { formatMoveDate } from '../core/format-move-date';
import { inputClass } from './input-class';
import { parseIsoDate } from './iso-date';
import { useCalendarAvailability } from './use-calendar-availability';
import { WidgetLabel, labelIdOf } from './widget-label';

interface CalendarDrawerProps {
  widget: WidgetProps;
  /** The partner's today, the first and the last selectable day, 'YYYY-MM-DD'. */
  today: string;
  earliest: string;
  latest: string;
  availability: CalendarAvailability | undefined;
}

/**
 * The phone calendar: a button showing the chosen day opens a bottom sheet with the month, full and
 * closed days disabled and prices on the days as on desktop (a native date input cannot say which days
 * are full); the sheet's description also names the chosen day's price difference. The field counts as blurred when the drawer
 * closes, not when focus moves into it, so no "required" error appears while the customer is still choosing.
 */
export function CalendarDrawer({ widget, today, earliest, latest, availability }: CalendarDrawerProps) {
  const { id, label, options, value, disabled, readonly, rawErrors, autofocus } = widget;
  const [open, setOpen] = useState(false);
  const opened = useRef(false);
  const date = typeof value === 'string' && parseIsoDate(value) ? value : undefined;
  const current = useRef(date);
  current.current = date;
  const valueId = `${id}__value`;
  const snapshot = useCalendarAvailability(availability);
  const price = date ? calendarDayState(snapshot.days.get(date)).price : undefined;

  const changeOpen = (next: boolean) => {
    opened.current = next;
    setOpen(next);
    if (!next) widget.onBlur(id, current.current);
  };

  return (
    <div className="booking-calendar">
      <WidgetLabel fieldId={id} label={label} hidden={options.hideLabel === true || widget.hideLabel} />
      <button
        type="button"
        id={id}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-labelledby={`${labelIdOf(id)} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...fieldAria(id, rawErrors)}
        onClick={() => changeOpen(true)}
        onFocus={() => widget.onFocus(id, date)}
        onBlur={() => !opened.current && widget.onBlur(id, date)}
        className={`${inputClass} flex items-center justify-between text-left`}
      >
        <span id={valueId}>{date ? formatMoveDate(date) : 'Choose a date'}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-slate-600" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
        </svg>
      </button>
      <BottomSheet
        open={open}
        onOpenChange={changeOpen}
        title={label}
        description={drawerDescription(earliest, latest, date, price)}
        descriptionClassName="text-base text-slate-700"
        className="max-h-[90dvh] embedded:max-h-[calc(var(--embed-view-h,100dvh)*0.9)]"
        panelClassName="gap-4 overflow-y-auto p-4 pb-8"
        testId="calendar-drawer"
      >
        {/* The sheet is rendered into <body>: the calendar's own theme class goes with it. */}
        <div className="booking-calendar booking-calendar-drawer">
          <CalendarDayPicker
            value={date}
            onSelect={(next) => widget.onChange(next)}
            today={today}
            earliest={earliest}
            latest={latest}
            availability={availability}
            showPrices
          />
        </div>
        <button
          type="button"
          onClick={() => changeOpen(false)}
          className="min-h-11 rounded-md bg-[var(--color-brand)] px-4 text-base font-semibold text-white"
        >
          Done
        </button>
      </BottomSheet>
    </div>
  );
}

/**
 * 'Choose a day between June 13, 2025 and June 10, 2026.', then for a chosen day that costs more or less:
 * 'June 20, 2025: +$108 for your move.', or before the move is priced, its rule: 'June 20, 2025: +10% on labor.'
 */
export function drawerDescription(earliest: string, latest: string, date: string | undefined, price: string | undefined): string {
  const range = `Choose a day between ${formatMoveDate(earliest)} and ${formatMoveDate(latest)}.`;
  if (!date || !price) return range;
  return `${range} ${formatMoveDate(date)}: ${price} ${price.endsWith('%') ? 'on labor' : 'for your move'}.`;
}

import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { BottomSheet } from './bottom-sheet';
import { fieldAria } from './field-aria';
import { formatMoveDate } from '../core/format-move-date';
import { inputClass } from './input-class';
import { parseIsoDate } from './iso-date';
import { WidgetLabel, labelIdOf } from './widget-label';

interface CalendarDrawerProps {
  widget: WidgetProps;
  /** First selectable day, 'YYYY-MM-DD'. */
  earliest: string;
  /** Last selectable day, 'YYYY-MM-DD'. */
  latest: string;
}

/**
 * The phone calendar: a button showing the chosen day opens a bottom sheet with the native
 * date input. The field counts as blurred when the drawer closes, not when focus moves into
 * it, so no "required" error appears while the customer is still choosing.
 */
export function CalendarDrawer({ widget, earliest, latest }: CalendarDrawerProps) {
  const { id, label, options, value, disabled, readonly, rawErrors, autofocus } = widget;
  const [open, setOpen] = useState(false);
  const opened = useRef(false);
  const date = typeof value === 'string' && parseIsoDate(value) ? value : undefined;
  const current = useRef(date);
  current.current = date;
  const valueId = `${id}__value`;

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
        description={`Choose a day between ${formatMoveDate(earliest)} and ${formatMoveDate(latest)}.`}
        descriptionClassName="text-base text-slate-700"
        className="max-h-[90dvh]"
        panelClassName="gap-4 p-4 pb-8"
      >
        <label htmlFor={`${id}__native`} className="sr-only">
          {label}
        </label>
        <input
          type="date"
          id={`${id}__native`}
          min={earliest}
          max={latest}
          value={date ?? ''}
          onChange={(e) => widget.onChange(e.target.value === '' ? undefined : e.target.value)}
          className={inputClass}
        />
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

import type { WidgetProps } from '@rjsf/utils';
import { addDays } from '../core/capacity/calendar-date';
import { EARLIEST_MOVE_DATE_OFFSET_DAYS, LATEST_MOVE_DATE_OFFSET_DAYS } from '../core/move-date-window';
import { todayOf } from './calendar-availability';
import { fieldAria } from './field-aria';
import { inputClass } from './input-class';

/** A bound the step gives (`earliest` / `latest`, 'YYYY-MM-DD'), else the partner's today plus the offset. */
function bound(options: Record<string, unknown>, today: string | undefined, option: string, offset: number): string | undefined {
  const given = options[option];
  if (typeof given === 'string') return given;
  return today === undefined ? undefined : addDays(today, offset);
}

/**
 * The calendar's plain control (docs/WIDGETS.md, "Plain controls"): before the app has started, and on a page that
 * never runs it, the browser's own date field between the earliest and the latest bookable day. The server refuses a
 * full or closed day with the step's message when the form is posted. Holds the calendar's box (`sizeClass`), so the
 * month grid that replaces it after hydration moves nothing.
 */
export function PlainDateField({ widget, sizeClass }: { widget: WidgetProps; sizeClass: string }) {
  const { id, value, required, rawErrors, options } = widget;
  const today = todayOf(widget.registry.formContext);
  return (
    <div className={sizeClass}>
      <input
        id={id}
        name={widget.htmlName ?? id}
        type="date"
        defaultValue={typeof value === 'string' ? value.slice(0, 10) : ''}
        min={bound(options, today, 'earliest', EARLIEST_MOVE_DATE_OFFSET_DAYS)}
        max={bound(options, today, 'latest', LATEST_MOVE_DATE_OFFSET_DAYS)}
        required={required}
        aria-label={widget.label}
        // A day chosen before hydration reaches the form (renderer/step-page/replay-early-input.ts replays it).
        onChange={(event) => widget.onChange(event.target.value === '' ? undefined : event.target.value)}
        {...fieldAria(id, rawErrors)}
        className={`${inputClass} sm:max-w-xs`}
        data-plain-control="calendar"
      />
    </div>
  );
}

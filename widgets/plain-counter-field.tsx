import type { WidgetProps } from '@rjsf/utils';
import { labelIdOf } from './widget-label';
import { WidgetFieldset } from './widget-fieldset';

/**
 * The counter's plain control (docs/WIDGETS.md, "Plain controls"): before the app has started, and on a page that
 * never runs it, a number field between the count's bounds in the box the − and + buttons take, so the form posts the
 * count and nothing moves when the hydrated counter replaces it.
 */
export function PlainCounterField({ widget }: { widget: WidgetProps; sizeClass: string }) {
  const { id, schema, value } = widget;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  return (
    <WidgetFieldset
      widget={widget}
      className="flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2"
      legendClassName="float-left p-0"
    >
      <input
        id={`${id}__count`}
        name={widget.htmlName ?? id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        defaultValue={typeof value === 'number' ? value : min}
        aria-labelledby={labelIdOf(id)}
        // A count typed before hydration reaches the form (renderer/step-page/replay-early-input.ts replays it).
        onChange={(event) => {
          const count = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(count)) widget.onChange(count);
        }}
        className="ml-auto h-11 w-32 rounded-md border border-slate-300 bg-white px-3 text-center text-lg font-semibold text-slate-900 tabular-nums sm:w-36"
        data-plain-control="counter"
      />
    </WidgetFieldset>
  );
}

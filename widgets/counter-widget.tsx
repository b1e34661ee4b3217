import type { WidgetProps } from '@rjsf/utils';
import { singularNoun } from './singular-noun';
import { WidgetFieldset } from './widget-fieldset';

/**
 * A count (bedrooms, pianos) changed with − and + buttons, between the booking schema's `minimum`
 * (0 without one) and `maximum` (none without one), as the step narrows them. The number is an `<output>` that
 * announces politely. At a bound the button is aria-disabled, not disabled: a disabled button
 * would drop keyboard focus to the page the moment the count reaches 0.
 */
export function CounterWidget(props: WidgetProps) {
  const { id, label, options, schema, value, disabled, readonly } = props;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
  const count = typeof value === 'number' ? value : min;
  const unit = typeof options.unit === 'string' ? options.unit : singularNoun(label);
  const locked = disabled || readonly;
  const step = (by: number) => {
    const next = Math.min(max, Math.max(min, count + by));
    if (!locked && next !== count) props.onChange(next);
  };
  const button =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-[var(--color-brand)] ' +
    'text-2xl leading-none text-[var(--color-brand)] hover:bg-[color-mix(in_srgb,var(--color-brand)_10%,white)] ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-brand)] ' +
    'aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent';
  return (
    <WidgetFieldset
      widget={props}
      className="flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2"
      legendClassName="float-left p-0"
    >
      {/* The buttons go under the label when large text leaves no room beside it. */}
      <span className="ml-auto flex items-center gap-2 sm:gap-3">
        <button
          type="button"
          aria-label={`Remove one ${unit}`}
          aria-disabled={locked || count <= min || undefined}
          autoFocus={props.autofocus}
          className={button}
          onClick={() => step(-1)}
        >
          −
        </button>
        <output id={`${id}__count`} aria-live="polite" className="min-w-6 text-center text-lg font-semibold tabular-nums sm:min-w-8">
          {count}
          {/* Announced as '3 Bedrooms', not a bare number. */}
          <span className="sr-only"> {label}</span>
        </output>
        <button
          type="button"
          aria-label={`Add one ${unit}`}
          aria-disabled={locked || count >= max || undefined}
          className={button}
          onClick={() => step(1)}
        >
          +
        </button>
      </span>
    </WidgetFieldset>
  );
}

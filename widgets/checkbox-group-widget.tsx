import type { WidgetProps } from '@rjsf/utils';
import { readChoices } from './read-choices';
import { WidgetFieldset } from './widget-fieldset';

/**
 * Several independent choices (quote delivery: call, text, email, online). The value is the
 * checked keys in option order, whatever order they were ticked in, so saved bookings compare
 * equal; none ticked is an empty array, a real answer rather than a missing one.
 */
export function CheckboxGroupWidget(props: WidgetProps) {
  const { id, disabled, readonly, autofocus, value, onChange } = props;
  const choices = readChoices(props);
  const selected = new Set<unknown>(Array.isArray(value) ? value : []);
  const toggle = (key: unknown, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  };
  return (
    <WidgetFieldset widget={props} className="min-w-0" legendClassName="w-full p-0">
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {choices.map((choice, index) => (
          <label key={String(choice.value)} className="flex min-h-11 cursor-pointer items-center gap-2 text-base text-slate-900">
            <input
              type="checkbox"
              id={`${id}-${index}`}
              name={props.htmlName ?? id}
              value={String(choice.value)}
              checked={selected.has(choice.value)}
              disabled={disabled || readonly}
              autoFocus={autofocus && index === 0}
              onChange={(e) => toggle(choice.value, e.target.checked)}
              className="size-5 accent-[var(--color-brand)]"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </WidgetFieldset>
  );
}

import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldOption } from '../core/flow/step-definition';
import { tooltipOf } from './widget-label';
import { WidgetFieldset } from './widget-fieldset';

interface RadioCardGroupProps {
  widget: WidgetProps;
  choices: FieldOption[];
  /** Index of the checked choice, -1 for none. */
  checked: number;
  /** Grid classes: how many cards per row. */
  gridClass: string;
  icon?: (choice: FieldOption) => ReactNode;
  /** Values shown but not choosable, beside `ui:enumDisabled` (a time of day that is fully booked). */
  unavailable?: readonly unknown[];
  /** A line under a choice's description ('Fully booked'); it is part of the radio's name. */
  note?: (choice: FieldOption) => string | undefined;
}

/**
 * A radio group drawn as large cards. The radios are native (visually hidden, still focusable),
 * so the browser gives arrow-key movement, one tab stop and form semantics for free; the
 * group's name is only the label text, not its tooltip button.
 */
export function RadioCardGroup({ widget, choices, checked, gridClass, icon, unavailable = [], note }: RadioCardGroupProps) {
  const { id, options, disabled, readonly, autofocus, onChange } = widget;
  const tooltip = tooltipOf(options);
  const name = widget.htmlName ?? id;
  // RJSF's `ui:enumDisabled`: choices shown but not choosable (e.g. pay now without card payments).
  const enumDisabled: unknown[] = options.enumDisabled ?? [];
  return (
    <WidgetFieldset widget={widget} role="radiogroup" tooltip={tooltip} className="min-w-0" legendClassName="w-full p-0">
      <div className={`grid gap-3 ${gridClass}`}>
        {choices.map((choice, index) => (
          <label key={String(choice.value)} className="relative block cursor-pointer">
            <input
              type="radio"
              className="peer sr-only"
              id={`${id}-${index}`}
              name={name}
              value={String(choice.value)}
              checked={index === checked}
              disabled={disabled || readonly || enumDisabled.includes(choice.value) || unavailable.includes(choice.value)}
              autoFocus={autofocus && index === Math.max(checked, 0)}
              onChange={() => onChange(choice.value)}
            />
            <span
              className={
                'flex h-full min-h-11 flex-col items-center justify-center gap-1 rounded-lg border-2 border-slate-200 ' +
                'bg-white p-3 text-center text-base text-slate-900 transition-colors hover:border-slate-400 ' +
                'peer-checked:border-[var(--color-brand)] peer-checked:bg-[color-mix(in_srgb,var(--color-brand)_8%,white)] ' +
                'peer-focus-visible:ring-2 peer-focus-visible:ring-[var(--color-brand)] peer-focus-visible:ring-offset-2 ' +
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-60'
              }
            >
              {icon?.(choice)}
              <span className="font-semibold">{choice.label}</span>
              {choice.description && <span className="text-sm text-slate-600">{choice.description}</span>}
              {note?.(choice) && <span className="text-sm font-semibold text-slate-800">{note(choice)}</span>}
            </span>
          </label>
        ))}
      </div>
    </WidgetFieldset>
  );
}

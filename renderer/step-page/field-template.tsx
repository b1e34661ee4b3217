import type { ReactNode } from 'react';
import type { WidgetName } from '../../core/registry-names';
import { widgetsWithOwnLabel } from '../../widgets/widget-registry';
import type { FieldLayout } from './widget-props-of';

/**
 * One field: its label tied to the control (`for`), the widget, and the messages the step page
 * decided to show (touched fields only), announced with role=alert under the id every widget
 * names in aria-describedby.
 */
export function FieldTemplate({ field, layout, errors, children }: { field: string; layout: FieldLayout; errors: readonly string[]; children: ReactNode }) {
  const { id, label, displayLabel, widget, hideLabel } = layout;
  const ownLabel = widget !== undefined && widgetsWithOwnLabel.has(widget as WidgetName);
  return (
    <div className="flex flex-col gap-2" data-field={field}>
      {displayLabel && !ownLabel && label && (
        <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-base font-semibold text-slate-900'}>
          {label}
        </label>
      )}
      {children}
      {errors.length > 0 && (
        <div id={`${id}__error`} role="alert" className="text-sm font-medium text-red-700">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { groupFocusHandlers } from './use-group-focus';
import { WidgetLabel, descriptionIdOf, descriptionOf, labelIdOf, tooltipIdOf } from './widget-label';

interface WidgetFieldsetProps {
  widget: WidgetProps;
  /** The fieldset's own classes (layout of legend and controls). */
  className: string;
  legendClassName: string;
  /** The label's tooltip text, read with the errors by assistive tech. */
  tooltip?: string;
  role?: 'radiogroup';
  children: ReactNode;
}

/**
 * A widget made of several controls (checkboxes, cards, − and + buttons): a fieldset named by the
 * field's label in its legend (with the field's description under it, read as a description), tied to the field's errors, and reporting focus and blur once for
 * the whole group (RJSF's touched state).
 */
export function WidgetFieldset({ widget, className, legendClassName, tooltip, role, children }: WidgetFieldsetProps) {
  const { id, label, options, required, rawErrors, value } = widget;
  const description = descriptionOf(widget.uiSchema);
  return (
    <fieldset
      id={id}
      role={role}
      aria-labelledby={labelIdOf(id)}
      aria-required={(role === 'radiogroup' && required) || undefined}
      {...fieldAria(id, rawErrors, description && descriptionIdOf(id), tooltip && tooltipIdOf(id))}
      {...groupFocusHandlers(id, value, widget.onFocus, widget.onBlur)}
      className={className}
    >
      <legend className={legendClassName}>
        <WidgetLabel fieldId={id} label={label} hidden={options.hideLabel === true || widget.hideLabel} tooltip={tooltip} />
        {description && (
          <span id={descriptionIdOf(id)} className="block text-sm text-slate-600">
            {description}
          </span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}

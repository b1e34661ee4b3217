import type { FieldTemplateProps } from '@rjsf/utils';
import type { WidgetName } from '../../core/registry-names';
import { widgetsWithOwnLabel } from '../../widgets/widget-registry';

/**
 * One field: its label tied to the control (`for`), the widget, and the messages the step page
 * decided to show (touched fields only; RJSF's rawErrors here are already filtered), announced
 * with role=alert under the id every widget names in aria-describedby.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, displayLabel, uiSchema, fieldPathId } = props;
  // The step's root object: its properties are laid out by the ObjectFieldTemplate.
  if (fieldPathId.path.length === 0) return <>{children}</>;
  if (hidden) return <div className="hidden">{children}</div>;

  const widget = uiSchema?.['ui:widget'] as WidgetName | undefined;
  const hideLabel = (uiSchema?.['ui:options'] as { hideLabel?: boolean } | undefined)?.hideLabel === true;
  const ownLabel = widget !== undefined && widgetsWithOwnLabel.has(widget);
  const errors = rawErrors ?? [];

  return (
    <div className="flex flex-col gap-2" data-field={String(fieldPathId.path.at(-1))}>
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

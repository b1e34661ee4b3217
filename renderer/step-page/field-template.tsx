import type { FieldTemplateProps } from '@rjsf/utils';
import { isOneOf } from '../../core/is-one-of';
import { errorIdOf } from '../../widgets/field-aria';
import { descriptionIdOf, descriptionOf } from '../../widgets/widget-label';
import { widgetsWithOwnLabel } from '../../widgets/widget-registry';
import { fieldOfPostedName } from '../../core/posted-form-names';

/**
 * RJSF's FieldTemplate in the product's look: the label tied to the control (`for`), the widget, and
 * the messages RJSF hands over (the step page passes only those of touched fields), announced with
 * role=alert under the id every widget names in aria-describedby. One line of space is kept for the
 * message whether or not it shows, so a message appearing on blur never moves the controls below it:
 * a click that blurs a field lands on the button it was aimed at (docs/FUNNEL.md, "Validation").
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, uiSchema } = props;
  // The root object: its ObjectFieldTemplate lays out the fields.
  if (id === 'root') return children;
  if (hidden) return <div className="hidden">{children}</div>;
  const name = fieldOfPostedName(id);
  const widget = uiSchema?.['ui:widget'];
  const ownLabel = typeof widget === 'string' && isOneOf(widgetsWithOwnLabel, widget);
  const showLabel = uiSchema?.['ui:label'] !== false && !ownLabel && !!label;
  // A widget that labels itself shows the description with its label (widgets/widget-fieldset.tsx).
  const description = ownLabel ? undefined : descriptionOf(uiSchema);
  // The step page's messages alone (RJSF validates nothing itself: step-validator.ts), one per field.
  const messages = rawErrors ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-2" data-field={name}>
      {showLabel && (
        <label htmlFor={id} className={uiSchema?.['ui:options']?.hideLabel === true ? 'sr-only' : 'text-base font-semibold text-slate-900'}>
          {label}
        </label>
      )}
      {description && (
        <p id={descriptionIdOf(id)} className="-mt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      {children}
      {/* A message of two lines or more keeps a gap above the next field's label (mb-2). */}
      <div className="mb-2 min-h-5 text-sm leading-5 font-medium text-red-700">
        {messages.length > 0 && (
          <div id={errorIdOf(id)} role="alert">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { linkedLabel } from './linked-label';
import { partnerSlugOf } from './partner-slug-of';

/**
 * One boolean, labelled beside the box (terms acceptance). Unticked sends false, so a schema
 * `const: true` can refuse it. The widget labels itself: the label wraps the box for a larger
 * touch target. `ui:options.links` turns phrases of the label into links (widgets/linked-label.tsx).
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, rawErrors, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-900">
      <input
        type="checkbox"
        id={id}
        name={props.htmlName ?? id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...fieldAria(id, rawErrors)}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={(e) => onBlur(id, e.target.checked)}
        onFocus={(e) => onFocus(id, e.target.checked)}
        className="size-5 shrink-0 accent-[var(--color-brand)]"
      />
      <span>{linkedLabel(label, props.options.links, partnerSlugOf(props.registry.formContext))}</span>
    </label>
  );
}

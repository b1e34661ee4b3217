import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { inputClass } from './input-class';
import { readText } from './text-input';

/** Free-text notes with an example placeholder; the FieldTemplate labels it. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, placeholder, required, disabled, readonly, rawErrors, autofocus, schema, options } = props;
  return (
    <textarea
      id={id}
      name={props.htmlName ?? id}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      maxLength={schema.maxLength}
      {...fieldAria(id, rawErrors)}
      onChange={(e) => props.onChange(readText(e.target.value))}
      onBlur={(e) => props.onBlur(id, readText(e.target.value))}
      onFocus={(e) => props.onFocus(id, readText(e.target.value))}
      className={`${inputClass} resize-y`}
    />
  );
}

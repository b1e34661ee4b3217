import type { InputHTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { inputClass } from './input-class';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

interface TextInputProps {
  widget: WidgetProps;
  /** Turns the input's text into the field's value; '' must give undefined. */
  read: (text: string) => unknown;
  attributes: InputAttributes;
}

/**
 * The `<input>` behind text, email and number. The FieldTemplate renders its `<label for>`;
 * this wires value, the RJSF focus/blur calls and the error ARIA. A step's `autoComplete`
 * widget option (given-name, family-name...) wins over the widget's own hint.
 */
export function TextInput({ widget, read, attributes }: TextInputProps) {
  const { id, value, placeholder, required, disabled, readonly, rawErrors, autofocus, options } = widget;
  const autoComplete = typeof options.autoComplete === 'string' ? options.autoComplete : attributes.autoComplete;
  return (
    <input
      id={id}
      name={widget.htmlName ?? id}
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      {...fieldAria(id, rawErrors)}
      {...attributes}
      autoComplete={autoComplete}
      onChange={(e) => widget.onChange(read(e.target.value))}
      onBlur={(e) => widget.onBlur(id, read(e.target.value))}
      onFocus={(e) => widget.onFocus(id, read(e.target.value))}
      className={inputClass}
    />
  );
}

/** Text as typed; an empty input is undefined so `required` reports it. */
export const readText = (text: string) => (text === '' ? undefined : text);

import { useLayoutEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { inputClass } from './input-class';
import { PHONE_MASK, applyPhoneMask, maskedCaret } from '../core/phone-mask';

/**
 * A US phone number masked as (999) 999-9999 while typing. The value sent is the masked text
 * (what the user sees; the schema's pattern checks it), undefined when empty.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, placeholder, required, disabled, readonly, rawErrors, autofocus, options } = props;
  // The mask is written here, not interpreted: a step asking for another one must not pass silently.
  if (options.mask !== undefined && options.mask !== PHONE_MASK) {
    throw new Error(`The phone widget only knows the mask ${PHONE_MASK}, not ${JSON.stringify(options.mask)}`);
  }
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const shown = typeof value === 'string' ? applyPhoneMask(value) : '';

  // Re-masking replaces the input's text, which moves the caret to the end; put it back.
  useLayoutEffect(() => {
    if (pendingCaret.current !== null && input.current === document.activeElement) {
      input.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const masked = (text: string) => applyPhoneMask(text) || undefined;
  return (
    <input
      ref={input}
      id={id}
      name={props.htmlName ?? id}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={shown}
      placeholder={placeholder || '(555) 555-5555'}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      {...fieldAria(id, rawErrors)}
      onChange={(e) => {
        const raw = e.target.value;
        const next = applyPhoneMask(raw, shown);
        pendingCaret.current = maskedCaret(raw, e.target.selectionStart ?? raw.length, shown, next);
        props.onChange(next || undefined);
      }}
      onBlur={(e) => props.onBlur(id, masked(e.target.value))}
      onFocus={(e) => props.onFocus(id, masked(e.target.value))}
      className={inputClass}
    />
  );
}

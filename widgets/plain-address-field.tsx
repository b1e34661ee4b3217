import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { inputClass } from './input-class';

/**
 * The address widget's plain control (docs/WIDGETS.md, "Plain controls"): before the app has started, and on a page
 * that never runs it, one text line the customer types the whole address into ("200 Broadway, Denver, CO 80203").
 * The form posts it as the field's value and the server places it as it places any typed line (the offline reader,
 * or Google with a key); a line it cannot place comes back with the step's message. The hydrated combobox replaces it,
 * in the same box.
 */
export function PlainAddressField({ widget: props }: { widget: WidgetProps }) {
  const { id, value, required, rawErrors } = props;
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      type="text"
      defaultValue={typeof value === 'string' ? value : ''}
      placeholder="Type your full address: street, city, state and ZIP"
      autoComplete="street-address"
      required={required}
      {...fieldAria(id, rawErrors)}
      className={inputClass}
      data-plain-control="address"
    />
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { inputClass } from './input-class';
import { readChoices } from './read-choices';
import { toSchemaValue } from './schema-value';
import { WidgetLabel, tooltipIdOf, tooltipOf } from './widget-label';

/**
 * A native `<select>`: phones show their own picker, the best one there is. The first, empty
 * option carries the placeholder. It labels itself so the tooltip button sits in the label row.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, label, options, schema, value, placeholder, required, disabled, readonly, rawErrors, autofocus } = props;
  const choices = readChoices(props);
  const tooltip = tooltipOf(options);
  const read = (raw: string) => {
    const choice = choices.find((c) => String(c.value) === raw);
    return choice === undefined ? undefined : toSchemaValue(schema, String(choice.value));
  };
  return (
    <div>
      <WidgetLabel fieldId={id} label={label} htmlFor={id} hidden={options.hideLabel === true || props.hideLabel} tooltip={tooltip} />
      <select
        id={id}
        name={props.htmlName ?? id}
        value={value === undefined || value === null ? '' : String(value)}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...fieldAria(id, rawErrors, tooltip && tooltipIdOf(id))}
        onChange={(e) => props.onChange(read(e.target.value))}
        onBlur={(e) => props.onBlur(id, read(e.target.value))}
        onFocus={(e) => props.onFocus(id, read(e.target.value))}
        className={inputClass}
      >
        <option value="">{placeholder || 'Select…'}</option>
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

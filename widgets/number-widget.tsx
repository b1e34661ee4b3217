import type { WidgetProps } from '@rjsf/utils';
import { TextInput } from './text-input';
import { toSchemaValue } from './schema-value';

/**
 * A number (square footage): the numeric keypad on phones, `step` from the step's widget
 * options (250) and limits from the schema. It sends a number, or undefined when empty.
 */
export function NumberWidget(props: WidgetProps) {
  const { schema, options } = props;
  const numberSchema = schema.type === 'integer' ? schema : { ...schema, type: 'number' as const };
  return (
    <TextInput
      widget={props}
      read={(text) => toSchemaValue(numberSchema, text)}
      attributes={{
        type: 'number',
        inputMode: 'numeric',
        step: typeof options.step === 'number' ? options.step : undefined,
        min: schema.minimum,
        max: schema.maximum,
        // A wheel over a focused number input changes it; nobody means that on a form.
        onWheel: (e) => e.currentTarget.blur(),
      }}
    />
  );
}

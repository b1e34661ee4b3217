import type { WidgetProps } from '@rjsf/utils';
import { isRecord } from '../core/is-record';
import type { FieldOption } from '../core/flow/step-definition';

/**
 * The choices of a choice widget: the step file's `options` (put into `ui:options` by the step
 * resolver), else RJSF's `enumOptions` from the schema's enum. A choice widget without any
 * is a broken step file, so it fails loudly instead of rendering an empty group.
 */
export function readChoices(props: Pick<WidgetProps, 'id' | 'options'>): FieldOption[] {
  const { options } = props;
  const stepOptions: unknown = options.options;
  if (Array.isArray(stepOptions)) return stepOptions.filter(isFieldOption);
  if (options.enumOptions?.length) {
    return options.enumOptions.filter((o) => isChoiceValue(o.value)).map((o) => ({ value: o.value, label: o.label }));
  }
  throw new Error(`Field '${props.id}' uses a choice widget but has no options`);
}

const isChoiceValue = (value: unknown): value is FieldOption['value'] => ['string', 'number', 'boolean'].includes(typeof value);

/** A step file's option as the step resolver put it into `ui:options` (core/flow/resolve-step.ts). */
function isFieldOption(value: unknown): value is FieldOption {
  return isRecord(value) && isChoiceValue(value.value) && typeof value.label === 'string';
}

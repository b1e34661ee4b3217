import type { WidgetProps } from '@rjsf/utils';
import type { FieldOption } from '../core/step-definition';

/**
 * The choices of a choice widget: the step file's `options` (put into `ui:options` by the step
 * resolver), else RJSF's `enumOptions` from the schema's enum. A choice widget without any
 * is a broken step file, so it fails loudly instead of rendering an empty group.
 */
export function readChoices(props: Pick<WidgetProps, 'id' | 'options'>): FieldOption[] {
  const { options } = props;
  if (Array.isArray(options.options)) return options.options as FieldOption[];
  if (options.enumOptions?.length) {
    return options.enumOptions.map((o) => ({ value: o.value as FieldOption['value'], label: o.label }));
  }
  throw new Error(`Field '${props.id}' uses a choice widget but has no options`);
}

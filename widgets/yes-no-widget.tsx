import type { WidgetProps } from '@rjsf/utils';
import type { FieldOption } from '../core/flow/step-definition';
import { RadioCardGroup } from './radio-card-group';

const YES_NO: FieldOption[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/**
 * Elevator and similar questions: two radio cards, Yes and No, with an optional tooltip. The answer is
 * the booking's boolean (a field with this widget is a boolean property, `npm run check` holds it);
 * no value is no answer.
 */
export function YesNoWidget(props: WidgetProps) {
  return (
    <RadioCardGroup
      widget={props}
      choices={YES_NO}
      checked={YES_NO.findIndex((c) => c.value === props.value)}
      gridClass="grid-cols-2 max-w-sm"
    />
  );
}

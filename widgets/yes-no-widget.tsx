import type { WidgetProps } from '@rjsf/utils';
import type { FieldOption } from '../core/step-definition';
import { RadioCardGroup } from './radio-card-group';
import { parseYesNo } from '../core/parse-yes-no';

const YES_NO: FieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * Elevator and similar questions: two radio cards sending 'yes' or 'no', with an optional tooltip.
 * A stored booking holds a boolean, read with the yes/no rule of docs/FUNNEL.md#validation; no value is no answer.
 */
export function YesNoWidget(props: WidgetProps) {
  const unanswered = props.value === undefined || props.value === null || props.value === '';
  const answer = unanswered ? undefined : parseYesNo(props.value) ? 'yes' : 'no';
  return (
    <RadioCardGroup
      widget={props}
      choices={YES_NO}
      checked={YES_NO.findIndex((c) => c.value === answer)}
      gridClass="grid-cols-2 max-w-sm"
    />
  );
}

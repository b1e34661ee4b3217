import type { WidgetProps } from '@rjsf/utils';
import { RadioCardGroup } from './radio-card-group';
import { readChoices } from './read-choices';

/** Time of day: 'Morning, 8AM to Noon' and 'Afternoon, Noon to 4PM' cards; the copy comes from the step. */
export function TimeOfDayWidget(props: WidgetProps) {
  const choices = readChoices(props);
  return (
    <RadioCardGroup widget={props} choices={choices} checked={choices.findIndex((c) => c.value === props.value)} gridClass="grid-cols-2" />
  );
}

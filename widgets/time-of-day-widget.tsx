import type { WidgetProps } from '@rjsf/utils';
import type { SlotStatus } from '../core/capacity/slot-status';
import { availabilityOf, chosenDateOf } from './calendar-availability';
import { DAY_STATE_WORDS } from './calendar-day-state';
import { RadioCardGroup } from './radio-card-group';
import { readChoices } from './read-choices';
import { useCalendarAvailability } from './use-calendar-availability';

/**
 * Time of day: 'Morning, 8AM to Noon' and 'Afternoon, Noon to 4PM' cards; the copy comes from the step.
 * On a chosen day whose availability is known, a fully booked time is disabled and says 'Fully booked',
 * one with a crew left says 'Few left'.
 */
export function TimeOfDayWidget(props: WidgetProps) {
  const choices = readChoices(props);
  const formContext: unknown = props.registry.formContext;
  const date = chosenDateOf(formContext);
  // Asks for the chosen day's month itself: on phones the calendar's month shows only in its drawer.
  const snapshot = useCalendarAvailability(availabilityOf(formContext), date?.slice(0, 7));
  // Keyed by the booking's times of day, which are the step's choices.
  const slots: Partial<Record<string, SlotStatus>> | undefined = date ? snapshot.days.get(date)?.slots : undefined;
  const full = choices.filter((choice) => slots?.[String(choice.value)] === 'full').map((choice) => choice.value);
  const note = (choice: { value: unknown }) => {
    const slot = slots?.[String(choice.value)];
    return slot === 'full' ? DAY_STATE_WORDS.full : slot === 'limited' ? DAY_STATE_WORDS.limited : undefined;
  };
  return (
    <RadioCardGroup
      widget={props}
      choices={choices}
      checked={choices.findIndex((c) => c.value === props.value)}
      gridClass="grid-cols-2"
      unavailable={full}
      note={note}
    />
  );
}

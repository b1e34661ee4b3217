/**
 * The move-date step's own words for a day or time of day the partner cannot take (schemas/steps/move-date.json,
 * `fullyBooked` and `closed`), with the step to go back to: what a refused save, hold or pay now answers.
 */
import { fieldMessage } from '../../core/flow/field-message';
import { formatMoveDate } from '../../core/format-move-date';
import type { DayStatus } from '../../core/capacity/day-availability';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import type { Refusal } from '../../core/refusal';

const MOVE_DATE_STEP = 'moveDate';

/** Why the customer must choose again: the day is closed, the day is full, or only their time of day is. */
export function slotRefusal(date: string, dayStatus: DayStatus): Refusal {
  const step = funnelDefinition.steps[MOVE_DATE_STEP]!;
  const [field, keyword] =
    dayStatus === 'blackout' ? ['moveDate', 'closed'] : dayStatus === 'full' ? ['moveDate', 'fullyBooked'] : ['timeOfDay', 'fullyBooked'];
  return { messages: [fieldMessage(step.messages, field, keyword, { date: formatMoveDate(date) })], step: MOVE_DATE_STEP, path: step.path };
}

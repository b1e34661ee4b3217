import { isOneOf } from '../is-one-of';
import type { CountField, PricingInput } from './pricing-input';
import { ROOM_FIELDS } from './room-fields';
import { SPECIALTY_ITEM_FIELDS } from './specialty-item-fields';

const COUNT_FIELDS: readonly CountField[] = [...ROOM_FIELDS, ...SPECIALTY_ITEM_FIELDS];
import { LABOR_ONLY_WORK_SHARE, MAN_HOURS_PER_1000_SQUARE_FEET, MAN_HOUR_WEIGHTS } from './man-hour-weights';

/** Mover-hours of work: weighted rooms and items, at least what the square footage implies. */
export function estimateManHours(input: PricingInput): number {
  let fromContents = 0;
  for (const [field, weight] of Object.entries(MAN_HOUR_WEIGHTS)) {
    if (isOneOf(COUNT_FIELDS, field)) fromContents += (input[field] ?? 0) * weight;
  }
  const fromSquareFeet = ((input.originSquareFootage ?? 0) * MAN_HOURS_PER_1000_SQUARE_FEET) / 1000;
  const manHours = Math.max(fromContents, fromSquareFeet);
  return input.serviceType === 'labor_only' ? manHours * LABOR_ONLY_WORK_SHARE : manHours;
}

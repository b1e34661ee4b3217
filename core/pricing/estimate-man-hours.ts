import type { PricingInput } from './pricing-input';
import { LABOR_ONLY_WORK_SHARE, MAN_HOURS_PER_1000_SQUARE_FEET, MAN_HOUR_WEIGHTS } from './man-hour-weights';

const countOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Mover-hours of work: weighted rooms and items, at least what the square footage implies. */
export function estimateManHours(input: PricingInput): number {
  let fromContents = 0;
  for (const [field, weight] of Object.entries(MAN_HOUR_WEIGHTS)) fromContents += countOf(input[field]) * weight;
  const fromSquareFeet = ((input.originSquareFootage ?? 0) * MAN_HOURS_PER_1000_SQUARE_FEET) / 1000;
  const manHours = Math.max(fromContents, fromSquareFeet);
  return input.serviceType === 'labor_only' ? manHours * LABOR_ONLY_WORK_SHARE : manHours;
}

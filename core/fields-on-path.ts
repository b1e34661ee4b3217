import { bookingPath } from './booking-path';
import { funnelStep, type Funnel } from './funnel';
import { resolveStep } from './resolve-step';
import type { ConditionContext } from './step-definition';
import { stepContext } from './step-context';

/**
 * The booking fields its path shows: the visible fields of every step the booking walks, up to and
 * including the first unfinished one. A field of a step off the path (the destination of a labor-only
 * move) or hidden by a rule (the unit number of a house) is not among them, so what leaves the
 * server about a booking (docs/LEADS.md) is what the customer was asked.
 */
export function fieldsOnPath(funnel: Funnel, context: ConditionContext, today: Date): Set<string> {
  const path = bookingPath(funnel, context, today);
  const fields = new Set<string>();
  for (const stepId of path.steps) {
    const step = funnelStep(funnel, stepId);
    for (const field of resolveStep(step, stepContext(step, context)).visibleFields) fields.add(field);
  }
  return fields;
}

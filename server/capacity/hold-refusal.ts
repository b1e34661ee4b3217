/**
 * Whether a booking may hold a crew (docs/FUNNEL.md, "Holding the time slot"): only a booking whose steps before the one that takes the
 * hold (the step whose `onSubmit` runs `holdTimeSlot`, the summary) are complete and valid, judged today, with a move
 * date the partner can still book. So a hold cannot be had for a date alone, a year-0000 date or a day past the window.
 */
import type { FunnelSession } from '../../core/flow/funnel-session';
import type { Refusal } from '../../core/refusal';
import { API_MESSAGES } from '../http/api-messages';
import { bookableDateRefusal } from './bookable-date';

export function holdRefusal(session: FunnelSession, now: Date): Refusal | null {
  const { funnel } = session;
  const { booking, partner } = session.context;
  const moveDateStep = funnel.steps.moveDate!;
  const { moveDate, timeOfDay } = booking;
  if (typeof moveDate !== 'string' || typeof timeOfDay !== 'string')
    return { messages: [API_MESSAGES.holdWithoutSlot], step: moveDateStep.id, path: moveDateStep.path };
  const outside = bookableDateRefusal(moveDate, partner, now);
  if (outside) return outside;
  const path = session.path();
  const holdingStep = path.steps.find((stepId) => funnel.steps[stepId]!.onSubmit?.includes('holdTimeSlot'));
  const unfinished = path.firstUnfinished;
  // What is missing is named: the first unfinished step's own messages, also when the route stops before the holding step.
  const missing = unfinished && unfinished.messages.length > 0 ? unfinished : null;
  if (missing && (!holdingStep || path.steps.indexOf(missing.stepId) < path.steps.indexOf(holdingStep)))
    return { messages: missing.messages, step: missing.stepId, path: funnel.steps[missing.stepId]!.path };
  if (!holdingStep) return { messages: [API_MESSAGES.holdWithoutSlot], step: moveDateStep.id, path: moveDateStep.path };
  return null;
}

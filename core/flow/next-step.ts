import type { Funnel } from './funnel';
import { nextEdge } from './next-edge';
import type { ConditionContext } from './step-definition';

/** The id of the step after `stepId` (nextEdge without its query); null after the last step. */
export function nextStep(funnel: Funnel, stepId: string, context: ConditionContext): string | null {
  return nextEdge(funnel, stepId, context)?.to ?? null;
}

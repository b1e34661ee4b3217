import { firstMatchingEdge } from './first-matching-edge';
import { funnelStep, type Funnel } from './funnel';
import type { ConditionContext } from './step-definition';
import { stepContext } from './step-context';

/**
 * docs/FUNNEL.md#flow-and-navigation: the step after `stepId`. flow.nextBefore edges first, then the step's own
 * `next` edges (first match wins), else the next step in route order; null after the last step.
 */
export function nextStep(funnel: Funnel, stepId: string, context: ConditionContext): string | null {
  const step = funnelStep(funnel, stepId);
  const ids = funnel.flow.steps;
  const edges = [...(funnel.flow.nextBefore ?? []), ...(step.next ?? [])];
  const target = firstMatchingEdge(edges, stepContext(step, context), ids);
  if (target !== null) return target;
  return ids[ids.indexOf(stepId) + 1] ?? null;
}

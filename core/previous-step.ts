import { firstMatchingEdge } from './first-matching-edge';
import { funnelStep, type Funnel } from './funnel';
import type { ConditionContext } from './step-definition';
import { stepContext } from './step-context';

/**
 * The step the back button goes to (docs/FUNNEL.md, "Flow and navigation"). The step's own `back` edges (first match
 * wins), else the previous step in route order; null from the first step (landing).
 */
export function previousStep(funnel: Funnel, stepId: string, context: ConditionContext): string | null {
  const step = funnelStep(funnel, stepId);
  const ids = funnel.flow.steps;
  const edge = firstMatchingEdge(step.back ?? [], stepContext(step, context), ids);
  if (edge !== null) return edge.to;
  const index = ids.indexOf(stepId);
  return index > 0 ? ids[index - 1]! : null;
}

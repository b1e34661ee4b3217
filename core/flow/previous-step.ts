import { firstMatchingEdge } from './first-matching-edge';
import { funnelStep, type Funnel } from './funnel';
import type { ConditionContext } from './step-definition';
import { stepContext } from './step-context';
import { shownStep } from './step-shown';

/**
 * The step the back button goes to (docs/FUNNEL.md, "Flow and navigation"). The step's own `back` edges (first match
 * wins), else the previous step in route order, passing by a step whose `showWhen` does not hold; null from the first
 * step (landing).
 */
export function previousStep(funnel: Funnel, stepId: string, context: ConditionContext): string | null {
  const step = funnelStep(funnel, stepId);
  const ids = funnel.flow.steps;
  const edge = firstMatchingEdge(step.back ?? [], stepContext(step, context), ids);
  if (edge !== null) return shownStep(funnel, edge.to, context, -1);
  const index = ids.indexOf(stepId);
  return index > 0 ? shownStep(funnel, ids[index - 1]!, context, -1) : null;
}

import { evaluateCondition } from './evaluate-condition';
import { funnelStep, type Funnel } from './funnel';
import type { ConditionContext } from './step-definition';
import { stepContext } from './step-context';

/** Whether the step belongs to this booking's funnel: its `showWhen` holds, or it has none. */
export function stepShown(funnel: Funnel, stepId: string, context: ConditionContext): boolean {
  const step = funnelStep(funnel, stepId);
  return step.showWhen === undefined || evaluateCondition(step.showWhen, stepContext(step, context));
}

/**
 * `stepId` when it is shown, else the nearest shown step in route order in `direction` (1 forward, -1 back), or
 * null past either end (a linked step: itself or null): where an edge or a link to a hidden step leads instead (docs/FUNNEL.md, "Flow and navigation").
 */
export function shownStep(funnel: Funnel, stepId: string, context: ConditionContext, direction: 1 | -1): string | null {
  const order = funnel.flow.steps;
  // A linked step (flow.linkedSteps, the manage page) is off the route: shown or not, it has no neighbours to pass to.
  if (!order.includes(stepId)) return stepShown(funnel, stepId, context) ? stepId : null;
  for (let index = order.indexOf(stepId); index >= 0 && index < order.length; index += direction) {
    if (stepShown(funnel, order[index]!, context)) return order[index]!;
  }
  return null;
}

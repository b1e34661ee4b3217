import { edgeQuery } from './edge-query';
import { firstMatchingEdge } from './first-matching-edge';
import { funnelStep, type Funnel } from './funnel';
import type { ConditionContext, EdgeConversion } from './step-definition';
import { stepContext } from './step-context';
import { shownStep } from './step-shown';

/** Where an edge leads: the step, the query it gets, and the conversion recorded on the way. */
export interface EdgeTarget {
  to: string;
  query: Record<string, string>;
  convert?: EdgeConversion;
}

/**
 * The edge taken forward from `stepId`: flow.nextBefore edges first, then the step's own `next`
 * edges (first match wins), else the next step in route order; a step whose `showWhen` does not hold is passed by
 * (core/flow/step-shown.ts). Null after the last step and from a linked step.
 * See docs/FUNNEL.md, "Flow and navigation".
 */
export function nextEdge(funnel: Funnel, stepId: string, context: ConditionContext): EdgeTarget | null {
  const step = funnelStep(funnel, stepId);
  const ids = funnel.flow.steps;
  const here = stepContext(step, context);
  // An edge may lead off the route to a linked step (manage=true returns to the manage page).
  const edge = firstMatchingEdge([...(funnel.flow.nextBefore ?? []), ...(step.next ?? [])], here, [
    ...ids,
    ...(funnel.flow.linkedSteps ?? []),
  ]);
  if (edge !== null) {
    // An edge to a step this booking does not show leads on to the next one it does.
    const to = shownStep(funnel, edge.to, context, 1);
    return to === null ? null : { to, query: edgeQuery(edge, here), ...(edge.convert ? { convert: edge.convert } : {}) };
  }
  // A linked step (flow.linkedSteps) is off the route: no route-order next.
  const index = ids.indexOf(stepId);
  const following = index === -1 ? undefined : ids[index + 1];
  const to = following === undefined ? null : shownStep(funnel, following, context, 1);
  return to === null ? null : { to, query: {} };
}

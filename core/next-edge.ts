import { edgeQuery } from './edge-query';
import { firstMatchingEdge } from './first-matching-edge';
import { funnelStep, type Funnel } from './funnel';
import type { ConditionContext, EdgeConversion } from './step-definition';
import { stepContext } from './step-context';

/** Where an edge leads: the step, the query it gets, and the conversion recorded on the way. */
export interface EdgeTarget {
  to: string;
  query: Record<string, string>;
  convert?: EdgeConversion;
}

/**
 * The edge taken forward from `stepId`: flow.nextBefore edges first, then the step's own `next`
 * edges (first match wins), else the next step in route order; null after the last step and from a linked step.
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
  if (edge !== null) return { to: edge.to, query: edgeQuery(edge, here), ...(edge.convert ? { convert: edge.convert } : {}) };
  // A linked step (flow.linkedSteps) is off the route: no route-order next.
  const index = ids.indexOf(stepId);
  const following = index === -1 ? undefined : ids[index + 1];
  return following === undefined ? null : { to: following, query: {} };
}

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
 * edges (first match wins), else the next step in route order; null after the last step.
 * See docs/FUNNEL.md, "Flow and navigation".
 */
export function nextEdge(funnel: Funnel, stepId: string, context: ConditionContext): EdgeTarget | null {
  const step = funnelStep(funnel, stepId);
  const ids = funnel.flow.steps;
  const here = stepContext(step, context);
  const edge = firstMatchingEdge([...(funnel.flow.nextBefore ?? []), ...(step.next ?? [])], here, ids);
  if (edge !== null) return { to: edge.to, query: edgeQuery(edge, here), ...(edge.convert ? { convert: edge.convert } : {}) };
  const following = ids[ids.indexOf(stepId) + 1];
  return following === undefined ? null : { to: following, query: {} };
}

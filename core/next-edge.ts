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
 * (core/step-shown.ts). Null after the last step.
 * See docs/FUNNEL.md, "Flow and navigation".
 */
export function nextEdge(funnel: Funnel, stepId: string, context: ConditionContext): EdgeTarget | null {
  const step = funnelStep(funnel, stepId);
  const ids = funnel.flow.steps;
  const here = stepContext(step, context);
  const edge = firstMatchingEdge([...(funnel.flow.nextBefore ?? []), ...(step.next ?? [])], here, ids);
  if (edge !== null) {
    // An edge to a step this booking does not show leads on to the next one it does.
    const to = shownStep(funnel, edge.to, context, 1);
    return to === null ? null : { to, query: edgeQuery(edge, here), ...(edge.convert ? { convert: edge.convert } : {}) };
  }
  const following = ids[ids.indexOf(stepId) + 1];
  const to = following === undefined ? null : shownStep(funnel, following, context, 1);
  return to === null ? null : { to, query: {} };
}

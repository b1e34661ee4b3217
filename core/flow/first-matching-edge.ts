import { evaluateCondition } from './evaluate-condition';
import type { ConditionContext, Edge } from './step-definition';

/** The first edge whose `when` holds (or that has none), else null; an edge to an unknown step throws. */
export function firstMatchingEdge(edges: readonly Edge[], context: ConditionContext, knownIds: readonly string[]): Edge | null {
  for (const edge of edges) {
    if (edge.when !== undefined && !evaluateCondition(edge.when, context)) continue;
    if (!knownIds.includes(edge.to)) throw new Error(`Edge to unknown step "${edge.to}"`);
    return edge;
  }
  return null;
}

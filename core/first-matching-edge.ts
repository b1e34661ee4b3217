import { evaluateCondition } from './evaluate-condition';
import type { ConditionContext, Edge } from './step-definition';

/** The target of the first edge whose `when` holds (or that has none), else null. */
export function firstMatchingEdge(edges: readonly Edge[], context: ConditionContext, knownIds: readonly string[]): string | null {
  for (const edge of edges) {
    if (edge.when !== undefined && !evaluateCondition(edge.when, context)) continue;
    if (!knownIds.includes(edge.to)) throw new Error(`Edge to unknown step "${edge.to}"`);
    return edge.to;
  }
  return null;
}

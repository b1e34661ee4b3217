import { contextValue } from './context-value';
import type { ConditionContext, Edge, EdgeQueryValue } from './step-definition';

/** One query value: a fixed string, or the value at a context scope (a missing one throws: the edge cannot be taken). */
export function edgeQueryValue(value: EdgeQueryValue, context: ConditionContext): string {
  if (typeof value === 'string') return value;
  const found = contextValue(value.from, context);
  if (typeof found === 'string' || typeof found === 'number' || typeof found === 'boolean') return String(found);
  throw new Error(`An edge takes its query value from "${value.from}", which holds ${JSON.stringify(found) ?? 'nothing'}`);
}

/** The query the edge's target gets: the current one when `keepQuery`, then the edge's own values. */
export function edgeQuery(edge: Pick<Edge, 'query' | 'keepQuery'>, context: ConditionContext): Record<string, string> {
  const query: Record<string, string> = edge.keepQuery ? { ...context.query } : {};
  for (const [name, value] of Object.entries(edge.query ?? {})) query[name] = edgeQueryValue(value, context);
  return query;
}

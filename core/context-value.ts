import type { ConditionContext } from './step-definition';

/** The roots a scope may start with. */
export const SCOPE_ROOTS = ['booking', 'partner', 'query', 'location', 'step', 'serviceability'] as const;

/**
 * The value at a scope such as `booking.serviceType`, `partner.laborOnlyMoves` or
 * `serviceability.reason`; undefined when the path leads nowhere. An unknown root throws.
 */
export function contextValue(scope: string, context: ConditionContext): unknown {
  const [root, ...path] = scope.split('.');
  if (!SCOPE_ROOTS.includes(root as (typeof SCOPE_ROOTS)[number]) || path.length === 0 || path.some((p) => p === '')) {
    throw new Error(`Unknown condition scope "${scope}": use ${SCOPE_ROOTS.map((r) => `${r}.*`).join(', ')}`);
  }
  let value: unknown = context[root as keyof ConditionContext];
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

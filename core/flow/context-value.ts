import { isRecord } from '../is-record';
import type { ConditionContext } from './step-definition';

/** The roots a scope may start with. */
export const SCOPE_ROOTS = ['booking', 'partner', 'query', 'location', 'step', 'serviceability', 'placed'] as const;
type ScopeRoot = (typeof SCOPE_ROOTS)[number];

const isScopeRoot = (root: string | undefined): root is ScopeRoot => SCOPE_ROOTS.some((known) => known === root);

/**
 * The value at a scope such as `booking.serviceType`, `partner.laborOnlyMoves` or
 * `serviceability.reason`; undefined when the path leads nowhere. An unknown root throws.
 */
export function contextValue(scope: string, context: ConditionContext): unknown {
  const [root, ...path] = scope.split('.');
  if (!isScopeRoot(root) || path.length === 0 || path.some((p) => p === '')) {
    throw new Error(`Unknown condition scope "${scope}": use ${SCOPE_ROOTS.map((r) => `${r}.*`).join(', ')}`);
  }
  let value: unknown = context[root];
  for (const key of path) {
    if (!isRecord(value)) return Array.isArray(value) ? arrayValue(value, key) : undefined;
    value = value[key];
  }
  return value;
}

/** An array's element or length by a scope's key (`booking.items.0`, `booking.items.length`). */
function arrayValue(values: unknown[], key: string): unknown {
  if (key === 'length') return values.length;
  return /^\d+$/.test(key) ? values[Number(key)] : undefined;
}

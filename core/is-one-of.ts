/** True when `value` is one of `values` (===), typed as their element: `includes` without widening the list. */
export function isOneOf<T>(values: Iterable<T>, value: unknown): value is T {
  for (const known of values) if (known === value) return true;
  return false;
}

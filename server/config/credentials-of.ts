/**
 * The environment's values as a lookup by name, for the variables partner files name in a webhook's `auth`: a
 * function, so the values are never enumerated, serialized or logged with the configuration. A copy, so a later
 * change to process.env does not reach a running server.
 */
export function credentialsOf(env: Readonly<Record<string, string | undefined>>): (name: string) => string | undefined {
  const values = new Map(Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()] as const] : [])));
  return (name) => values.get(name);
}

/** A JSON Schema node as plain data (the booking and partner schemas are draft-07 JSON). */
export type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Follows a local `$ref` ('#/definitions/x') inside `root`; other refs are not used by our schemas. */
function resolveRef(node: SchemaNode, root: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = isNode(target) ? target[part] : undefined;
  return isNode(target) ? resolveRef(target, root) : node;
}

/** The node itself plus its anyOf/oneOf branches (e.g. `location: object | null`). */
function alternatives(node: SchemaNode, root: SchemaNode): SchemaNode[] {
  const resolved = resolveRef(node, root);
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const branches = [...list(resolved.anyOf), ...list(resolved.oneOf)].filter(isNode);
  return [resolved, ...branches.map((b) => resolveRef(b, root))];
}

/**
 * The schema of a property path such as ['about', 'title'] or ['locations', '0', 'state'], or
 * undefined when the schema has no such property. Used to check condition scopes and field names.
 */
export function schemaAtPath(root: SchemaNode, path: readonly string[]): SchemaNode | undefined {
  let current: SchemaNode[] = [root];
  for (const key of path) {
    const next: SchemaNode[] = [];
    for (const node of current.flatMap((n) => alternatives(n, root))) {
      const properties = node.properties;
      if (isNode(properties) && isNode(properties[key])) next.push(properties[key]);
      if (/^\d+$/.test(key) && isNode(node.items)) next.push(node.items);
    }
    if (next.length === 0) return undefined;
    current = next;
  }
  return current[0] && resolveRef(current[0], root);
}

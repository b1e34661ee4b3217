/** A JSON Schema object as the engine reads it (plain data, no compiler). */
export type JsonSchema = Record<string, unknown>;

/** An object schema with named properties, such as the booking schema. */
export interface ObjectSchema extends JsonSchema {
  properties: Record<string, JsonSchema>;
}

/** Inlines local `#/definitions/...` and `#/$defs/...` references, so a property can stand alone in a step schema. */
export function inlineRefs(schema: unknown, root: JsonSchema, depth = 0): unknown {
  if (depth > 20) throw new Error('Schema references nest too deep (a cycle?)');
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, root, depth));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as JsonSchema;
  const out: JsonSchema = {};
  if (typeof $ref === 'string') {
    const match = /^#\/(definitions|\$defs)\/([^/]+)$/.exec($ref);
    const target = match ? (root[match[1]!] as Record<string, unknown> | undefined)?.[match[2]!] : undefined;
    if (target === undefined) throw new Error(`Unresolvable schema reference "${$ref}"`);
    Object.assign(out, inlineRefs(target, root, depth + 1));
  }
  for (const [key, value] of Object.entries(rest)) out[key] = inlineRefs(value, root, depth + 1);
  return out;
}

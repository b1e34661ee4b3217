import { fieldOf, isRecord } from './is-record';

/** A JSON Schema object as the engine reads it (plain data, no compiler). */
export type JsonSchema = Record<string, unknown>;

/** An object schema with named properties, such as the booking schema. */
export interface ObjectSchema extends JsonSchema {
  properties: Record<string, JsonSchema>;
}

/** The first type a property's schema names that is not null (`['integer', 'null']` -> 'integer'). */
export function nonNullType(schema: JsonSchema | undefined): string | undefined {
  const types: unknown[] = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  return types.find((t): t is string => typeof t === 'string' && t !== 'null');
}

/** Inlines local `#/definitions/...` and `#/$defs/...` references, so a property can stand alone in a step schema. */
export function inlineRefs(schema: unknown, root: JsonSchema, depth = 0): unknown {
  if (depth > 20) throw new Error('Schema references nest too deep (a cycle?)');
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, root, depth));
  return isRecord(schema) ? inlineSchemaRefs(schema, root, depth) : schema;
}

/** inlineRefs of a schema object, which stays one. */
export function inlineSchemaRefs(schema: JsonSchema, root: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) throw new Error('Schema references nest too deep (a cycle?)');
  const { $ref, ...rest } = schema;
  const out: JsonSchema = {};
  if (typeof $ref === 'string') {
    const match = /^#\/(definitions|\$defs)\/([^/]+)$/.exec($ref);
    const target = match ? fieldOf(root[match[1]!], match[2]!) : undefined;
    if (target === undefined) throw new Error(`Unresolvable schema reference "${$ref}"`);
    Object.assign(out, inlineRefs(target, root, depth + 1));
  }
  for (const [key, value] of Object.entries(rest)) out[key] = inlineRefs(value, root, depth + 1);
  return out;
}

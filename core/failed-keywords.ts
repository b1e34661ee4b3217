import type { JsonSchema } from './json-schema';

// Annotations change nothing about validity.
const ANNOTATIONS = new Set(['title', 'description', 'default', '$comment', 'examples', 'readOnly', 'writeOnly']);

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      throw new Error(`Unknown JSON Schema type "${type}"`);
  }
}

type Check = (value: unknown, limit: unknown, schema: JsonSchema) => boolean;

const num = (v: unknown): v is number => typeof v === 'number';
const str = (v: unknown): v is string => typeof v === 'string';
const length = (v: string): number => [...v].length;

/** Each keyword holds when the value is not of the kind it applies to, as in JSON Schema. */
const CHECKS: Record<string, Check> = {
  type: (v, t) => (Array.isArray(t) ? t : [t]).some((one) => hasType(v, String(one))),
  enum: (v, values) => (values as unknown[]).includes(v),
  const: (v, c) => v === c,
  minimum: (v, m) => !num(v) || v >= (m as number),
  maximum: (v, m) => !num(v) || v <= (m as number),
  exclusiveMinimum: (v, m) => !num(v) || v > (m as number),
  exclusiveMaximum: (v, m) => !num(v) || v < (m as number),
  multipleOf: (v, m) => !num(v) || Number.isInteger(v / (m as number)),
  minLength: (v, m) => !str(v) || length(v) >= (m as number),
  maxLength: (v, m) => !str(v) || length(v) <= (m as number),
  pattern: (v, p) => !str(v) || new RegExp(p as string, 'u').test(v),
  minItems: (v, m) => !Array.isArray(v) || v.length >= (m as number),
  maxItems: (v, m) => !Array.isArray(v) || v.length <= (m as number),
  uniqueItems: (v, u) => !u || !Array.isArray(v) || new Set(v.map((x) => JSON.stringify(x))).size === v.length,
  items: (v, items) => !Array.isArray(v) || v.every((x) => failedKeywords(x, items as JsonSchema).length === 0),
};

/**
 * The keywords of `schema` that `value` fails. Only a small subset of JSON Schema, for the
 * keywords a step adds to a field (limits, a form-only yes/no enum); anything else throws
 * rather than being skipped. The full booking schema is checked by the precompiled validator.
 */
export function failedKeywords(value: unknown, schema: JsonSchema): string[] {
  const failed: string[] = [];
  for (const [keyword, limit] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    const check = CHECKS[keyword];
    if (!check) throw new Error(`The engine cannot check the field schema keyword "${keyword}"`);
    if (!check(value, limit, schema)) failed.push(keyword);
  }
  return failed;
}

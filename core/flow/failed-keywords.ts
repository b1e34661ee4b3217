import { isRecord } from '../is-record';
import type { JsonSchema } from '../json-schema';

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
  enum: (v, values) => Array.isArray(values) && values.includes(v),
  const: (v, c) => v === c,
  // Number(limit) is what the comparison would coerce a limit to anyway; step files give numbers.
  minimum: (v, m) => !num(v) || v >= Number(m),
  maximum: (v, m) => !num(v) || v <= Number(m),
  exclusiveMinimum: (v, m) => !num(v) || v > Number(m),
  exclusiveMaximum: (v, m) => !num(v) || v < Number(m),
  multipleOf: (v, m) => !num(v) || Number.isInteger(v / Number(m)),
  minLength: (v, m) => !str(v) || length(v) >= Number(m),
  maxLength: (v, m) => !str(v) || length(v) <= Number(m),
  pattern: (v, p) => !str(v) || new RegExp(String(p), 'u').test(v),
  minItems: (v, m) => !Array.isArray(v) || v.length >= Number(m),
  maxItems: (v, m) => !Array.isArray(v) || v.length <= Number(m),
  uniqueItems: (v, u) => !u || !Array.isArray(v) || new Set(v.map((x) => JSON.stringify(x))).size === v.length,
  items: (v, items) => !Array.isArray(v) || !isRecord(items) || v.every((x) => failedKeywords(x, items).length === 0),
};

/**
 * The keywords of `schema` that `value` fails. Only a small subset of JSON Schema, for the
 * keywords a step adds to a field (limits, fewer choices); anything else throws
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

import { contextValue } from './context-value';
import type { Condition, ConditionContext, ConditionSchema } from './step-definition';

const SCHEMA_KEYWORDS = new Set(['const', 'enum', 'minimum', 'maximum', 'present']);

function describe(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Deep equality for arrays and objects; JSON is enough for data that came from JSON.
  return typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

function matchesSchema(value: unknown, schema: ConditionSchema, scope: string): boolean {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    throw new Error(`Condition on "${scope}" needs a schema object, got ${describe(schema)}`);
  }
  const keys = Object.keys(schema);
  const unknown = keys.filter((k) => !SCHEMA_KEYWORDS.has(k));
  if (unknown.length > 0) {
    throw new Error(`Unknown condition keyword "${unknown[0]}" on "${scope}": use const, enum, minimum, maximum or present`);
  }
  // An empty schema would hold for everything: a typo, never a rule.
  if (keys.length === 0) throw new Error(`Condition on "${scope}" tests nothing: give const, enum, minimum, maximum or present`);
  if ('const' in schema && !sameValue(value, schema.const)) return false;
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum)) throw new Error(`Condition enum on "${scope}" must be an array`);
    if (!schema.enum.some((option) => sameValue(value, option))) return false;
  }
  // Unlike JSON Schema, a bound never holds for a missing or non-numeric value.
  if (schema.minimum !== undefined && !(typeof value === 'number' && value >= schema.minimum)) return false;
  if (schema.maximum !== undefined && !(typeof value === 'number' && value <= schema.maximum)) return false;
  if (schema.present !== undefined && isPresent(value) !== schema.present) return false;
  return true;
}

/**
 * Whether a condition holds in a context. Unknown scopes, keywords or shapes throw: a typo in a
 * step file must never quietly count as true (unlike jsonforms).
 */
export function evaluateCondition(condition: Condition, context: ConditionContext): boolean {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) {
    throw new Error(`A condition must be an object, got ${describe(condition)}`);
  }
  const keys = Object.keys(condition).sort().join(',');
  if (keys === 'schema,scope' && 'scope' in condition && typeof condition.scope === 'string') {
    const { scope, schema } = condition;
    return matchesSchema(contextValue(scope, context), schema, scope);
  }
  // Every branch is evaluated, never short-circuited, so a typo in a later branch still throws.
  if (keys === 'all' && 'all' in condition && Array.isArray(condition.all)) {
    return condition.all.map((c) => evaluateCondition(c, context)).every(Boolean);
  }
  if (keys === 'any' && 'any' in condition && Array.isArray(condition.any)) {
    return condition.any.map((c) => evaluateCondition(c, context)).some(Boolean);
  }
  if (keys === 'not' && 'not' in condition) return !evaluateCondition(condition.not, context);
  throw new Error(`Unknown condition ${describe(condition)}: use {scope, schema}, {all}, {any} or {not}`);
}

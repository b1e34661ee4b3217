import { isOneOf } from '../is-one-of';
import { ADDRESS_FIELDS } from '../flow/placed-addresses';
import type { CheckProblem } from './check-problem';
import { jsonPointer } from './json-pointer';
import { schemaAtPath, type SchemaNode } from './schema-at-path';

/** Where a condition sits and what its scopes may name. */
export interface ConditionSite {
  file: string;
  /** Pointer of the condition itself, e.g. '/rules/0/when'. */
  pointer: string;
  bookingSchema: SchemaNode;
  partnerSchema: SchemaNode;
}

const ROOTS = ['booking', 'partner', 'query', 'location', 'step', 'serviceability', 'placed'];
const KEYWORDS = ['const', 'enum', 'minimum', 'maximum', 'present'];
const STEP_PROPERTIES = ['id', 'group'];
const SHAPES = 'use {scope, schema}, {all: [...]}, {any: [...]} or {not: condition}';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The schema a scope names, or a message saying why the scope names nothing. */
export function scopeSchema(scope: string, site: ConditionSite): SchemaNode | string | undefined {
  const [root, ...path] = scope.split('.');
  if (!root || !ROOTS.includes(root) || path.length === 0 || path.some((p) => p === '')) {
    return `unknown condition scope "${scope}": it must start with ${ROOTS.map((r) => `${r}.`).join(', ')} and name a property`;
  }
  if (root === 'query') return path.length === 1 ? undefined : `query scope "${scope}" must name one query parameter`;
  if (root === 'step') {
    return path.length === 1 && STEP_PROPERTIES.includes(path[0]!) ? undefined : `step scope "${scope}" must be step.id or step.group`;
  }
  if (root === 'serviceability') {
    // core/flow/serviceability-context.ts: the verdict and the booking schema's unserviceable reason.
    if (path.length === 1 && path[0] === 'serviceable') return { type: 'boolean' };
    if (path.length === 1 && path[0] === 'reason') return schemaAtPath(site.bookingSchema, ['unserviceableReason']);
    return `serviceability scope "${scope}" must be serviceability.serviceable or serviceability.reason`;
  }
  if (root === 'placed') {
    // core/flow/placed-addresses.ts: whether each address line is given and placed.
    if (path.length === 1 && isOneOf(ADDRESS_FIELDS, path[0])) return { type: 'boolean' };
    return `placed scope "${scope}" must be ${ADDRESS_FIELDS.map((field) => `placed.${field}`).join(' or ')}`;
  }
  const schema = root === 'partner' ? site.partnerSchema : site.bookingSchema;
  const found = schemaAtPath(schema, root === 'location' ? ['location', ...path] : path);
  if (!found)
    return `condition scope "${scope}" names no ${root} property (not in the ${root === 'partner' ? 'partner' : 'booking'} schema)`;
  return found;
}

/** Checks a value the condition compares with against the property's enum and type, so a typo cannot silently never match. */
function valueProblem(value: unknown, property: SchemaNode, scope: string): string | undefined {
  if (Array.isArray(property.enum) && !property.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) {
    return `${JSON.stringify(value)} is not a value of ${scope}; allowed: ${property.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  const types = property.type === undefined ? [] : Array.isArray(property.type) ? property.type.map(String) : [String(property.type)];
  const actual = jsonType(value);
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
    return `${JSON.stringify(value)} has the wrong type for ${scope} (${types.join(' or ')})`;
  }
  return undefined;
}

function lintLeaf(condition: Record<string, unknown>, site: ConditionSite): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const at = (suffix: string, message: string) => problems.push({ file: site.file, pointer: site.pointer + suffix, message });
  const { scope, schema } = condition;
  if (typeof scope !== 'string')
    return [{ file: site.file, pointer: site.pointer, message: `malformed condition: scope must be a string; ${SHAPES}` }];
  const named = scopeSchema(scope, site);
  if (typeof named === 'string') at('/scope', named);
  if (!isObject(schema)) {
    at('/schema', 'malformed condition: schema must be an object with const, enum, minimum, maximum or present');
    return problems;
  }
  const keys = Object.keys(schema);
  if (keys.length === 0) at('/schema', 'malformed condition: the schema tests nothing; give const, enum, minimum, maximum or present');
  for (const key of keys.filter((k) => !KEYWORDS.includes(k))) {
    at(jsonPointer('schema', key), `malformed condition: unknown keyword "${key}"; allowed: ${KEYWORDS.join(', ')}`);
  }
  if ('enum' in schema && (!Array.isArray(schema.enum) || schema.enum.length === 0))
    at('/schema/enum', 'malformed condition: enum must be a non-empty list');
  for (const bound of ['minimum', 'maximum']) {
    if (bound in schema && typeof schema[bound] !== 'number')
      at(jsonPointer('schema', bound), `malformed condition: ${bound} must be a number`);
  }
  if ('present' in schema && typeof schema.present !== 'boolean')
    at('/schema/present', 'malformed condition: present must be true or false');
  if (isObject(named)) {
    const compared: Array<[string, unknown]> = [];
    if ('const' in schema) compared.push(['/schema/const', schema.const]);
    if (Array.isArray(schema.enum)) schema.enum.forEach((v, i) => compared.push([`/schema/enum/${i}`, v]));
    for (const [pointer, value] of compared) {
      const problem = valueProblem(value, named, scope);
      if (problem) at(pointer, problem);
    }
  }
  return problems;
}

/**
 * Shape and names of a condition (never its truth): every scope must start with booking.,
 * partner., query., location., step., serviceability. or placed. and name a real property; compared values must be
 * values that property can hold.
 */
export function lintCondition(condition: unknown, site: ConditionSite): CheckProblem[] {
  if (!isObject(condition)) return [{ file: site.file, pointer: site.pointer, message: `malformed condition: ${SHAPES}` }];
  const keys = Object.keys(condition).sort().join(',');
  if (keys === 'schema,scope') return lintLeaf(condition, site);
  for (const combinator of ['all', 'any'] as const) {
    if (keys !== combinator) continue;
    const list = condition[combinator];
    if (!Array.isArray(list) || list.length === 0) {
      return [
        {
          file: site.file,
          pointer: `${site.pointer}/${combinator}`,
          message: `malformed condition: ${combinator} must be a non-empty list of conditions`,
        },
      ];
    }
    return list.flatMap((child, i) => lintCondition(child, { ...site, pointer: `${site.pointer}/${combinator}/${i}` }));
  }
  if (keys === 'not') return lintCondition(condition.not, { ...site, pointer: `${site.pointer}/not` });
  return [{ file: site.file, pointer: site.pointer, message: `malformed condition with keys {${keys}}: ${SHAPES}` }];
}

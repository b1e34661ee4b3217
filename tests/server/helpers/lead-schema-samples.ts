/**
 * Every value the lead can hold, read from schemas/lead.schema.json itself: for each property at any depth (its leaves,
 * its records, its lists), its dotted path and a value of its type as the schema describes it. Tests that render
 * lead values for people go over these, so a field added to the schema is covered without a hand-written list.
 */
import { isRecord } from '../../../core/is-record';
import { readJson } from '../../helpers/read-funnel-files';

type Schema = Record<string, unknown>;

const leadSchema = readJson<Schema>('schemas/lead.schema.json');
const definitions: Schema = isRecord(leadSchema.definitions) ? leadSchema.definitions : {};

/** The schema's properties, each a schema. */
function propertiesOf(schema: Schema): Array<[string, Schema]> {
  const properties = isRecord(schema.properties) ? Object.entries(schema.properties) : [];
  return properties.flatMap(([key, inner]): Array<[string, Schema]> => (isRecord(inner) ? [[key, inner]] : []));
}

/** The schema with a `$ref` followed and an `anyOf` narrowed to its first branch that is not null. */
function resolved(schema: Schema): Schema {
  if (typeof schema.$ref === 'string') {
    const target = definitions[schema.$ref.replace('#/definitions/', '')];
    return resolved(isRecord(target) ? target : {});
  }
  if (Array.isArray(schema.anyOf)) {
    const branch = schema.anyOf.filter(isRecord).find((option) => option.type !== 'null');
    return branch ? { ...resolved(branch), description: schema.description } : schema;
  }
  return schema;
}

function typeOf(schema: Schema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((type): type is string => typeof type === 'string' && type !== 'null');
}

/** A value of the schema's type: its first enum member, a date for a date, a record of every property… */
export function sampleOf(input: Schema): unknown {
  const schema = resolved(input);
  if (Array.isArray(schema.enum)) return schema.enum.find((member) => member !== null);
  const type = typeOf(schema);
  if (type === 'object' || isRecord(schema.properties)) {
    const extra: Array<[string, Schema]> = isRecord(schema.additionalProperties) ? [['packing', schema.additionalProperties]] : [];
    return Object.fromEntries([...propertiesOf(schema), ...extra].map(([key, inner]) => [key, sampleOf(inner)]));
  }
  if (type === 'array') return [sampleOf(isRecord(schema.items) ? schema.items : {})];
  if (type === 'integer') return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 3) : 3;
  if (type === 'number') return 1234.5;
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (schema.format === 'date') return '2026-12-03';
    if (schema.format === 'date-time') return '2026-12-03T16:00:00.000Z';
    return 'Sample text';
  }
  // Typeless (an answer's `value`): a list of mixed values, the hardest to word.
  return ['one', 2, true, { nested: 'value' }];
}

export interface LeadSample {
  path: string;
  value: unknown;
}

function walk(input: Schema, path: string, into: LeadSample[]): void {
  const schema = resolved(input);
  if (path) into.push({ path, value: sampleOf(schema) });
  for (const [key, inner] of propertiesOf(schema)) walk(inner, path ? `${path}.${key}` : key, into);
  if (isRecord(schema.additionalProperties)) walk(schema.additionalProperties, `${path}.packing`, into);
  if (typeOf(schema) === 'array' && isRecord(schema.items)) walk(schema.items, `${path}.0`, into);
}

/** Every property of the lead, at any depth, with a value of its type. */
export function leadSchemaSamples(): LeadSample[] {
  const samples: LeadSample[] = [];
  walk(leadSchema, '', samples);
  return samples;
}

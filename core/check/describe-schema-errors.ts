import type { ErrorObject } from 'ajv';
import { fieldOf, isRecord } from '../is-record';
import { jsonPointer } from './json-pointer';

/** A schema error in plain words, at the pointer of the value (or unknown key) it is about. */
export interface DescribedError {
  pointer: string;
  message: string;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list [...]',
  object: 'an object {...}',
  null: 'null',
};
const FORMAT_WORDS: Record<string, string> = {
  uri: 'web address',
  email: 'email address',
  date: 'date (YYYY-MM-DD)',
  'date-time': 'date and time',
};

function actualType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

/** "; <description>" of the schema node, which says what is allowed with an example. */
function hint(schema: unknown): string {
  const description = fieldOf(schema, 'description');
  return typeof description === 'string' ? `. Allowed: ${description}` : '';
}

function quoteAll(values: unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

function describe(error: ErrorObject): DescribedError {
  const pointer = error.instancePath;
  const parent: unknown = error.parentSchema;
  const params: Record<string, unknown> = error.params;
  const value = error.data;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const properties = fieldOf(parent, 'properties');
      const allowed = isRecord(properties) ? Object.keys(properties) : [];
      return { pointer: pointer + jsonPointer(key), message: `unknown field "${key}"; allowed: ${allowed.join(', ')}` };
    }
    case 'required': {
      const key = String(params.missingProperty);
      const description = fieldOf(fieldOf(fieldOf(parent, 'properties'), key), 'description');
      return { pointer, message: `missing required field "${key}"${typeof description === 'string' ? `: ${description}` : ''}` };
    }
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t);
      return { pointer, message: `must be ${types.join(' or ')}, not ${actualType(value)}${hint(parent)}` };
    }
    case 'enum':
      return {
        pointer,
        message: `${actualType(value)} is not allowed; allowed: ${quoteAll(Array.isArray(params.allowedValues) ? params.allowedValues : [])}`,
      };
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return { pointer, message: `${actualType(value)} is not in the right form${hint(parent)}` };
    case 'format': {
      const format = String(params.format);
      return { pointer, message: `${actualType(value)} is not a valid ${FORMAT_WORDS[format] ?? format}${hint(parent)}` };
    }
    case 'minLength':
      return { pointer, message: params.limit === 1 ? 'must not be empty' : `must have at least ${String(params.limit)} characters` };
    case 'maxLength':
      return { pointer, message: `must have at most ${String(params.limit)} characters (it has ${String(value).length})` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', exclusiveMinimum: 'more than', maximum: 'at most', exclusiveMaximum: 'less than' }[
        error.keyword
      ];
      return { pointer, message: `must be ${words} ${String(params.limit)}, not ${JSON.stringify(value)}${hint(parent)}` };
    }
    case 'minItems':
      return { pointer, message: `must have at least ${String(params.limit)} ${params.limit === 1 ? 'entry' : 'entries'}${hint(parent)}` };
    case 'maxItems':
      return { pointer, message: `must have at most ${String(params.limit)} entries${hint(parent)}` };
    case 'uniqueItems':
      return { pointer, message: `entries ${String(params.j)} and ${String(params.i)} are the same; each may appear once` };
    case 'minProperties':
      return { pointer, message: 'must not be empty' };
    case 'oneOf':
    case 'anyOf':
      return { pointer, message: `does not have any of the allowed shapes${hint(parent)}` };
    default:
      return { pointer, message: error.message ?? `fails "${error.keyword}"` };
  }
}

/**
 * Turns ajv errors (run with `allErrors` and `verbose`) into one plain-words line per mistake,
 * for partner admins and step authors. Errors inside a failed oneOf/anyOf are folded into that
 * one error, since each branch's complaints are noise to the reader; if/then/else branches report their own errors.
 */
export function describeSchemaErrors(errors: readonly ErrorObject[]): DescribedError[] {
  // "must match then/else" only repeats the errors of the branch, which are reported themselves.
  const relevant = errors.filter((e) => e.keyword !== 'if');
  const alternatives = relevant.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const within = (e: ErrorObject, a: ErrorObject) => e.instancePath === a.instancePath || e.instancePath.startsWith(`${a.instancePath}/`);
  const folded = relevant.filter((e) => !alternatives.some((a) => a !== e && within(e, a) && e.schemaPath.startsWith(`${a.schemaPath}/`)));
  // Anything below a failed oneOf (e.g. a condition inside `all`, reached through a $ref) folds into it too.
  const outer = folded.filter(
    (e) => !alternatives.some((a) => a !== e && folded.includes(a) && e.instancePath.startsWith(`${a.instancePath}/`)),
  );
  // A value failing both its format and its pattern (a web address) is one mistake, told once.
  const formatAt = new Set(outer.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  const single = outer.filter((e) => !(e.keyword === 'pattern' && formatAt.has(e.instancePath)));
  const seen = new Set<string>();
  return single.map(describe).filter((d) => {
    const key = `${d.pointer}\n${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

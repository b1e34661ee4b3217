/**
 * The CRM formats of formats/*.json (docs/LEADS.md, "CRM formats"): each file against schemas/lead-format.schema.json,
 * its name against the file's, then against the lead (core/lead-format/lint-lead-format.ts), one
 * `formats/x.json:12: /pointer: message` line per problem. Only a format without problems is returned.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import formatSchema from '../../schemas/lead-format.schema.json';
import { describeSchemaErrors, type DescribedError } from '../../core/check/describe-schema-errors';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { leadSchema } from '../../core/generated/lead-schema';
import type { LeadFormat } from '../../core/lead-format/lead-format';
import { leadFields, type LeadField } from '../../core/lead-format/lead-fields';
import { lintLeadFormat } from '../../core/lead-format/lint-lead-format';
import { JsonSyntaxError, parseJsonWithLines } from './parse-json-with-lines';
import { NOT_ANSWERS } from '../../core/lead-format/not-answers';

const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true });
addFormats(ajv);
const validateFormat = ajv.compile<LeadFormat>(formatSchema);

/** The formats shipped with the server: formats/ at the project's root. */
function formatsDir(): string {
  const url = new URL('../../formats', import.meta.url);
  // A browser-like test environment (happy-dom) gives modules an http: address; the project's root is then the working directory.
  return url.protocol === 'file:' ? fileURLToPath(url) : path.resolve('formats');
}

/** Every field a step of `funnel` asks that reaches the lead's `answers`. */
export function answerFields(funnel = funnelDefinition): string[] {
  const names = Object.values(funnel.steps).flatMap((step) => Object.keys(step.fields));
  return [...new Set(names)].filter((name) => !NOT_ANSWERS.has(name));
}

/** The lead's fields a format accounts for, the funnel's answers among them. */
export function formatLeadFields(fields: readonly string[] = answerFields()): LeadField[] {
  return leadFields(leadSchema, fields);
}

function label(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return (relative.startsWith('..') ? file : relative).split(path.sep).join('/');
}

export interface LoadedFormats {
  /** The formats without a problem: those a webhook may use. */
  formats: Map<string, LeadFormat>;
  /** Every format its schema accepts, faulty or not: what `--formats` describes. */
  readable: Map<string, LeadFormat>;
  problems: string[];
}

/** One format file checked: the format when its schema accepts it, and its problems as lines. */
export function checkFormatFile(file: string, fields: readonly LeadField[]): { format?: LeadFormat; problems: string[] } {
  let parsed: ReturnType<typeof parseJsonWithLines>;
  try {
    parsed = parseJsonWithLines(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { problems: [`${label(file)}:${error.line}: /: ${error.message}`] };
    throw error;
  }
  const data = parsed.data;
  const found: DescribedError[] = [];
  const valid = validateFormat(data);
  if (!valid) found.push(...describeSchemaErrors(validateFormat.errors ?? []));
  else {
    const expected = path.basename(file, '.json');
    if (data.name !== expected) found.push({ pointer: '/name', message: `name "${data.name}" must equal the file name "${expected}"` });
    found.push(...lintLeadFormat(data, fields));
  }
  const problems = found
    .map((problem) => ({ ...problem, line: parsed.lineOf(problem.pointer) }))
    .sort((a, b) => a.line - b.line)
    .map((problem) => `${label(file)}:${problem.line}: ${problem.pointer || '/'}: ${problem.message}`);
  return valid ? { format: data, problems } : { problems };
}

/** Every formats/*.json of `dir` (none when it does not exist). */
export function loadLeadFormats(dir: string = formatsDir(), fields: readonly LeadField[] = formatLeadFields()): LoadedFormats {
  const formats = new Map<string, LeadFormat>();
  const readable = new Map<string, LeadFormat>();
  const problems: string[] = [];
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  for (const name of files) {
    const result = checkFormatFile(path.join(dir, name), fields);
    problems.push(...result.problems);
    if (result.format) readable.set(result.format.name, result.format);
    if (result.format && result.problems.length === 0) formats.set(result.format.name, result.format);
  }
  return { formats, readable, problems };
}

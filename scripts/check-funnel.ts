import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ACTION_NAMES, VIEW_NAMES, WIDGET_NAMES } from '../core/registry-names';
import type { FlowDefinition, StepDefinition } from '../core/flow/step-definition';
import { describeSchemaErrors } from '../core/check/describe-schema-errors';
import type { DefinitionFile } from '../core/check/funnel-input';
import { lintFunnel } from '../core/check/lint-funnel';
import type { SchemaNode } from '../core/check/schema-at-path';
import { ICON_NAMES } from '../widgets/icons';
import { JsonSyntaxError, parseJsonWithLines, type JsonWithLines } from '../server/partners/parse-json-with-lines';
import { isRecord } from '../core/is-record';

/** One funnel file as read: its path from the root, data and line map (absent when the JSON is broken). */
interface ReadFile {
  file: string;
  json?: JsonWithLines;
}

const format = (file: string, line: number, pointer: string, message: string) => `${file}:${line}: ${pointer || '/'}: ${message}`;

function readJson(root: string, file: string, lines: string[]): ReadFile {
  try {
    const json = parseJsonWithLines(fs.readFileSync(path.join(root, file), 'utf8'));
    // JSON.parse keeps the last of a key given twice; the first would silently never count.
    for (const { pointer, line } of json.duplicateKeys) {
      lines.push(
        format(
          file,
          line,
          pointer,
          `"${pointer.slice(pointer.lastIndexOf('/') + 1)}" is given twice in this object; only the last one would count: keep one`,
        ),
      );
    }
    return { file, json };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    lines.push(format(file, error.line, '', error.message));
    return { file };
  }
}

function metaValidate(read: ReadFile, validate: ValidateFunction, lines: string[]): boolean {
  if (!read.json) return false;
  if (validate(read.json.data)) return true;
  for (const { pointer, message } of describeSchemaErrors(validate.errors ?? [])) {
    lines.push(format(read.file, read.json.lineOf(pointer), pointer, message));
  }
  return false;
}

/** A JSON file's data as a schema object; a file whose JSON is no object is a problem. */
function schemaData(read: ReadFile, lines: string[]): SchemaNode | undefined {
  const data = read.json?.data;
  if (isRecord(data)) return data;
  if (read.json) lines.push(format(read.file, 1, '', 'a schema must be a JSON object'));
  return undefined;
}

/** Compiles a data schema strictly, so a broken booking or partner schema is a problem too. */
function compileStrict(read: ReadFile, lines: string[], references: ReadFile[] = []): SchemaNode | undefined {
  const schema = schemaData(read, lines);
  if (!schema) return undefined;
  try {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const reference of references) {
      const data = schemaData(reference, lines);
      if (data) ajv.addSchema(data);
    }
    ajv.compile(schema);
    return schema;
  } catch (error) {
    lines.push(format(read.file, 1, '', `schema does not compile: ${error instanceof Error ? error.message : String(error)}`));
    return undefined;
  }
}

/**
 * The funnel half of `npm run check`: flow and step files against their meta-schemas, then
 * (only once they all match, since the lint reads their shape) the lint of names and graph.
 * Returns one `file:line: pointer: message` line per problem, and how many steps it checked.
 */
export function checkFunnel(root: string): { lines: string[]; stepCount: number } {
  const lines: string[] = [];
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true });
  const stepMeta = schemaData(readJson(root, 'schemas/step.schema.json', lines), lines);
  const flowMeta = schemaData(readJson(root, 'schemas/flow.schema.json', lines), lines);
  if (!stepMeta || !flowMeta) return { lines, stepCount: 0 };
  ajv.addSchema(stepMeta);
  const validateStep = ajv.getSchema('step.schema.json')!;
  const validateFlow = ajv.compile(flowMeta);

  const bookingSchema = compileStrict(readJson(root, 'schemas/booking.schema.json', lines), lines);
  // partner.schema.json's `pricing` is `$ref: "partner-pricing"`.
  const pricingSchema = readJson(root, 'schemas/partner-pricing.schema.json', lines);
  const partnerSchema = compileStrict(readJson(root, 'schemas/partner.schema.json', lines), lines, [pricingSchema]);
  const flow = readJson(root, 'schemas/flow.json', lines);
  const steps = fs
    .readdirSync(path.join(root, 'schemas/steps'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson(root, `schemas/steps/${f}`, lines));
  const valid = [metaValidate(flow, validateFlow, lines), ...steps.map((s) => metaValidate(s, validateStep, lines))].every(Boolean);
  if (!valid || !bookingSchema || !partnerSchema) {
    lines.push('schemas/: the graph and name checks run once the problems above are fixed');
    return { lines, stepCount: steps.length };
  }

  const lineMaps = new Map([flow, ...steps].map((r) => [r.file, r.json!]));
  const problems = lintFunnel({
    // metaValidate has checked each file against schemas/flow.schema.json or step.schema.json, which these types mirror.
    flow: { file: flow.file, data: flow.json!.data as FlowDefinition },
    // As the line above: each step file matched schemas/step.schema.json.
    steps: steps.map((s): DefinitionFile<StepDefinition> => ({ file: s.file, data: s.json!.data as StepDefinition })),
    bookingSchema,
    partnerSchema,
    names: { widgets: WIDGET_NAMES, views: VIEW_NAMES, actions: ACTION_NAMES, icons: ICON_NAMES },
  });
  for (const p of problems) lines.push(format(p.file, lineMaps.get(p.file)?.lineOf(p.pointer) ?? 1, p.pointer, p.message));
  return { lines, stepCount: steps.length };
}

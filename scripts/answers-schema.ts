import fs from 'node:fs';
import path from 'node:path';
import { answerFields } from '../core/flow/answer-fields';
import { isRecord } from '../core/is-record';
import type { JsonSchema } from '../core/json-schema';

function recordAt(node: unknown, key: string): Record<string, unknown> {
  const value = isRecord(node) ? node[key] : undefined;
  return isRecord(value) ? value : {};
}

/** Every field name the step files (schemas/steps/*.json) ask for. */
function stepFieldNames(root: string): Set<string> {
  const names = new Set<string>();
  for (const file of fs.readdirSync(path.join(root, 'schemas/steps')).filter((f) => f.endsWith('.json'))) {
    const step: unknown = JSON.parse(fs.readFileSync(path.join(root, 'schemas/steps', file), 'utf8'));
    for (const name of Object.keys(recordAt(step, 'fields'))) names.add(name);
  }
  return names;
}

/** The booking schema with the answers' properties only (core/flow/answer-fields.ts), for the precompiled validator. */
export function answersSchema(root: string, schema: Record<string, unknown>): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(recordAt(schema, 'properties')).filter((entry): entry is [string, JsonSchema] => isRecord(entry[1])),
  );
  const kept = answerFields(properties, stepFieldNames(root));
  return { ...schema, properties: Object.fromEntries(kept.map((name) => [name, properties[name]])) };
}

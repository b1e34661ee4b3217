import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlowDefinition, StepDefinition } from '../../core/flow/step-definition';
import type { DefinitionFile } from '../../core/check/funnel-input';
import type { SchemaNode } from '../../core/check/schema-at-path';

/** The project root, for tests that read the real definition files. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

/** The real flow, step files and schemas, freshly parsed so a test may mutate them. */
export function readFunnelFiles() {
  const stepFiles = fs
    .readdirSync(path.join(ROOT, 'schemas/steps'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  return {
    flow: { file: 'schemas/flow.json', data: readJson<FlowDefinition>('schemas/flow.json') } as DefinitionFile<FlowDefinition>,
    steps: stepFiles.map((f): DefinitionFile<StepDefinition> => ({
      file: `schemas/steps/${f}`,
      data: readJson<StepDefinition>(`schemas/steps/${f}`),
    })),
    bookingSchema: readJson<SchemaNode>('schemas/booking.schema.json'),
    partnerSchema: readJson<SchemaNode>('schemas/partner.schema.json'),
  };
}

/** The step with this id from a list of step files. */
export function stepById(steps: Array<DefinitionFile<StepDefinition>>, id: string): StepDefinition {
  const found = steps.find((s) => s.data.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found.data;
}

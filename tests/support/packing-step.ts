/**
 * docs/ADDING-A-STEP.md's example, done to a copy of the tree: the guide's packing step added with JSON files only, under
 * the name `crating` (its fields `crating` and `crateCount`), a name no example of the guide uses, so a tree where
 * someone has followed the guide and added `packing` for real still passes the guide's test (full
 * service only, after the contents: a yes/no stored as a boolean, a counter up to 200 shown only for Yes, $150 for
 * Yes and $3 a box, a summary block). tests/docs/add-a-step.test.ts asks the copy's core and server about it;
 * tests/e2e/add-a-step-walk.test.ts builds the copy's app and walks it in a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../helpers/read-funnel-files';

/** What a new developer copies: everything the server, the generator and the check read. */
export const COPIED = ['core', 'server', 'schemas', 'partners', 'scripts', 'public', 'drizzle', 'widgets', 'package.json', 'tsconfig.json'];
/** And what the browser app's build reads besides (vite.config.ts roots it in renderer/, whose index.html is the page). */
export const COPIED_FOR_THE_BUILD = ['renderer', 'vite.config.ts'];

/** Where the guide puts the step: after the contents, as flow.json names that step. */
export const AFTER = 'moveContentsOther';
const FULL_SERVICE_ONLY = { scope: 'booking.serviceType', schema: { const: 'full_service' } };

export const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, data: unknown) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** A temporary copy of `entries` of the tree, with the packages linked; remove it with fs.rmSync(root, { recursive: true }). */
export function copyTree(entries: readonly string[], prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of entries) fs.cpSync(path.join(ROOT, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

/** The four JSON edits of the guide, and the partner's fees: $150 for crating, $3 a box. */
export function addPacking(root: string): void {
  const at = (file: string) => path.join(root, file);
  writeJson(at('schemas/steps/crating.json'), {
    $schema: '../step.schema.json',
    id: 'crating',
    path: '/book/crating',
    group: 'contents',
    title: 'Packing',
    heading: 'Would you like help with crating?',
    showWhen: FULL_SERVICE_ONLY,
    fields: {
      crating: { widget: 'yesNo', label: 'Would you like help with crating?' },
      crateCount: { widget: 'counter', label: 'About how many boxes?' },
    },
    required: ['crating', 'crateCount'],
    messages: {
      crating: { required: 'Please tell us whether you would like help with crating.' },
      crateCount: { required: 'Please tell us about how many boxes.' },
    },
    rules: [{ effect: 'hide', field: 'crateCount', when: { not: { scope: 'booking.crating', schema: { const: true } } } }],
    onSubmit: ['save'],
  });
  const flow = readJson(at('schemas/flow.json')) as { steps: string[] };
  flow.steps.splice(flow.steps.indexOf(AFTER) + 1, 0, 'crating');
  writeJson(at('schemas/flow.json'), flow);
  const booking = readJson(at('schemas/booking.schema.json')) as { properties: Record<string, unknown> };
  booking.properties.crating = { description: 'Whether the customer wants help with crating.', type: ['boolean', 'null'] };
  booking.properties.crateCount = { description: 'About how many boxes to pack.', type: ['integer', 'null'], minimum: 0, maximum: 200 };
  writeJson(at('schemas/booking.schema.json'), booking);
  const summary = readJson(at('schemas/steps/summary.json')) as { summaryBlocks: unknown[] };
  summary.summaryBlocks.push({
    id: 'crating',
    label: 'Packing',
    editStep: 'crating',
    fields: ['crating', 'crateCount'],
    when: FULL_SERVICE_ONLY,
  });
  writeJson(at('schemas/steps/summary.json'), summary);
  const partner = readJson(at('partners/bayside-movers.json')) as { pricing?: Record<string, unknown> };
  partner.pricing = {
    ...partner.pricing,
    fees: {
      crating: { label: 'Packing', amount: 150, answer: 'crating' },
      crateCount: { label: 'Packing boxes', perUnit: 3, count: 'crateCount' },
    },
  };
  writeJson(at('partners/bayside-movers.json'), partner);
}

/** `npm run generate` in the copy, as its own script does it: the typed modules and validator of its step files. */
export async function generateIn(root: string): Promise<void> {
  const { generateFiles } = (await import(path.join(root, 'scripts/generate.ts'))) as typeof import('../../scripts/generate');
  for (const [file, text] of Object.entries(await generateFiles(root))) fs.writeFileSync(path.join(root, file), text);
}

/** The copy's own server modules (not this tree's), so the copy's step files are the ones they read. */
export async function copiedServer(root: string) {
  const { buildApp } = (await import(path.join(root, 'server/build-app.ts'))) as typeof import('../../server/build-app');
  const { openDatabase } = (await import(path.join(root, 'server/db/open-database.ts'))) as typeof import('../../server/db/open-database');
  const { loadConfig } = (await import(
    path.join(root, 'server/config/load-config.ts')
  )) as typeof import('../../server/config/load-config');
  const { loadPartners } = (await import(
    path.join(root, 'server/partners/load-partners.ts')
  )) as typeof import('../../server/partners/load-partners');
  return { buildApp, openDatabase, loadConfig, loadPartners };
}

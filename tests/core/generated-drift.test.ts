import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../../core/generated/booking-schema';
import { leadSchema } from '../../core/generated/lead-schema';
import { partnerSchema } from '../../core/generated/partner-schema';
import { GENERATED_DIR, PROJECT_ROOT, generateFiles } from '../../scripts/generate';

// The generated files are committed; regenerating in memory must give the same bytes.
const generated = await generateFiles(PROJECT_ROOT);

describe('core/generated/ is up to date (run `npm run generate` when this fails)', () => {
  it('generates exactly the committed set of files', () => {
    const committed = fs.readdirSync(path.join(PROJECT_ROOT, GENERATED_DIR)).map((f) => `${GENERATED_DIR}/${f}`);
    expect(committed.sort()).toEqual(Object.keys(generated).sort());
  });

  it.each(Object.keys(generated))('%s matches', (file) => {
    const onDisk = fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    expect(onDisk === generated[file], `${file} differs from what npm run generate writes`).toBe(true);
  });

  it('the booking const module equals schemas/booking.schema.json without its developer notes', () => {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'schemas/booking.schema.json'), 'utf8'));
    expect(bookingSchema).toEqual(withoutNotes(json));
  });

  it.each([
    ['schemas/partner.schema.json', partnerSchema],
    ['schemas/lead.schema.json', leadSchema],
  ])('the const module equals %s', (file, schema) => {
    expect(schema).toEqual(JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8')));
  });

  it('lists every step file', () => {
    const steps = fs.readdirSync(path.join(PROJECT_ROOT, 'schemas/steps')).filter((f) => f.endsWith('.json'));
    const module = generated[`${GENERATED_DIR}/funnel-files.ts`]!;
    for (const file of steps) expect(module).toContain(`'schemas/steps/${file}'`);
  });

  it('the validator is self-contained ESM: no require, import, eval or new Function', () => {
    const code = generated[`${GENERATED_DIR}/booking-validator.js`]!;
    const executable = code.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    expect(executable).not.toMatch(/\brequire\(|^\s*import\s|\bimport\(|\beval\(|\bnew Function\b/m);
    expect(code).toMatch(/^export \{/m);
  });
});

/** A schema without `description`, `$comment` and `examples`, except as property or definition names. */
function withoutNotes(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutNotes(item));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => names || !['description', '$comment', 'examples'].includes(key))
      .map(([key, value]) => [key, withoutNotes(value, !names && ['properties', 'definitions', '$defs'].includes(key))]),
  );
}

/**
 * A step, a yes/no answer or a priced item is data: no file of core/, renderer/, server/, tests/ or testkit/ lists
 * step ids, yes/no fields or priced fields by hand (an array of two or more of them), so adding one to
 * the step files never needs a code or test edit. Lists made from the step files
 * (core/flow/funnel-definition.ts, core/count-fields.ts, testkit/complete-booking.ts) are the way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countFields } from '../../core/count-fields';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { bookingSchema } from '../../core/generated/booking-schema';
import { ROOT } from '../helpers/read-funnel-files';

const steps = Object.values(funnelDefinition.steps);
const KINDS: Array<[kind: string, names: ReadonlySet<string>]> = [
  ['step ids', new Set(steps.map((step) => step.id))],
  [
    'yes/no fields',
    new Set(
      steps.flatMap((step) =>
        Object.entries(step.fields)
          .filter(([, f]) => f.widget === 'yesNo')
          .map(([name]) => name),
      ),
    ),
  ],
  ['priced fields', countFields(funnelDefinition, bookingSchema)],
];
const FOLDERS = ['core', 'renderer', 'server', 'tests', 'testkit'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'fixtures' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `[...]` of two or more quoted names, all of one kind. */
function handWrittenLists(text: string): Array<{ kind: string; list: string }> {
  const found: Array<{ kind: string; list: string }> = [];
  for (const [list] of text.matchAll(/\[[^[\]]*\]/g)) {
    const names = [...list.matchAll(/'([A-Za-z]+)'|"([A-Za-z]+)"/g)].map((m) => m[1] ?? m[2]!);
    if (names.length < 2) continue;
    // Only a list wholly of names: a test table's row mixes a step id with other values.
    const rest = list.replace(/'[A-Za-z]+'|"[A-Za-z]+"/g, '').replace(/[\s,[\]]|\.\.\./g, '');
    if (rest !== '') continue;
    for (const [kind, known] of KINDS) if (names.every((name) => known.has(name))) found.push({ kind, list });
  }
  return found;
}

describe('no hand-written lists of steps, yes/no fields or priced fields', () => {
  it('finds a list of names and leaves a table row alone', () => {
    expect(handWrittenLists(`const x = ['landing', 'services']; const row = ['bayside', 'landing', 2];`)).toEqual([
      { kind: 'step ids', list: "['landing', 'services']" },
    ]);
  });

  it.each(FOLDERS)('%s/ has none', (folder) => {
    // This file's own example is the one list allowed.
    const files = sourceFiles(path.join(ROOT, folder)).filter((file) => !file.endsWith('no-hand-written-lists.test.ts'));
    const offenders = files.flatMap((file) =>
      handWrittenLists(fs.readFileSync(file, 'utf8')).map(({ kind, list }) => `${path.relative(ROOT, file)}: ${kind} ${list}`),
    );
    expect(offenders, 'derive the list from the step files (core/flow/funnel-definition.ts, core/count-fields.ts, testkit/)').toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../../core/registry-names';
import { ROOT } from '../helpers/read-funnel-files';

const rows = [...fs.readFileSync(path.join(ROOT, 'docs/WIDGETS.md'), 'utf8').matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((m) => m[1]);

describe('docs/WIDGETS.md', () => {
  it('lists every registered widget once, and no other', () => {
    expect(rows.sort(), 'add a row for a new widget to docs/WIDGETS.md: what it stores and its options').toEqual([...WIDGET_NAMES].sort());
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash } from '../../scripts/build-inputs-hash';

describe('buildInputsHash', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
    write('renderer/a.ts', 'a');
    write('renderer/deep/b.ts', 'b');
    write('vite.config.ts', 'config');
    write('server/main.ts', 'server');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const inputs = ['renderer', 'vite.config.ts', 'missing-folder'];

  it('is the same for the same files', () => {
    expect(buildInputsHash(root, inputs)).toBe(buildInputsHash(root, inputs));
  });

  it('changes when a file deep in an input folder changes, is added or is renamed', () => {
    const before = buildInputsHash(root, inputs);
    write('renderer/deep/b.ts', 'b2');
    const edited = buildInputsHash(root, inputs);
    expect(edited).not.toBe(before);
    write('renderer/deep/c.ts', '');
    expect(buildInputsHash(root, inputs)).not.toBe(edited);
    const added = buildInputsHash(root, inputs);
    fs.renameSync(path.join(root, 'renderer/a.ts'), path.join(root, 'renderer/z.ts'));
    expect(buildInputsHash(root, inputs)).not.toBe(added);
  });

  it('ignores partner logos, which the server reads at run time', () => {
    write('public/images/hero.svg', 'hero');
    const before = buildInputsHash(root, ['public']);
    write('public/partners/new-partner/logo.svg', '<svg/>');
    expect(buildInputsHash(root, ['public'])).toBe(before);
    write('public/images/hero.svg', 'new hero');
    expect(buildInputsHash(root, ['public'])).not.toBe(before);
  });

  it('ignores files that are not build inputs', () => {
    const before = buildInputsHash(root, inputs);
    write('server/main.ts', 'changed server');
    expect(buildInputsHash(root, inputs)).toBe(before);
  });

  it('covers the browser app, its data and its build settings by default', () => {
    const real = path.resolve(import.meta.dirname, '../..');
    expect(buildInputsHash(real)).toMatch(/^[0-9a-f]{64}$/);
  });
});

/**
 * House rule (docs/DECISIONS.md, "Build, packages, CI and tests"): small files that each hold one idea, none over
 * MAX_LINES lines in the product's source folders (generated files aside; tests hold tables and may run longer).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/read-funnel-files';
import { isTestBundle } from '../support/test-bundle-name';

const MAX_LINES = 250;
const SOURCE_FOLDERS = ['core', 'renderer', 'widgets', 'server', 'scripts', 'bench', 'testkit', 'public'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(tsx?|m?js|css)$/.test(entry.name) && !isTestBundle(entry.name) ? [file] : [];
  });
}

/** The files of `folders` under `root` longer than `max` lines, as `folder/file: lines`. */
export function longFiles(root: string, folders: readonly string[], max: number): string[] {
  return folders
    .filter((folder) => fs.existsSync(path.join(root, folder)))
    .flatMap((folder) => sourceFiles(path.join(root, folder)))
    .map((file) => [path.relative(root, file), fs.readFileSync(file, 'utf8').split('\n').length - 1] as const)
    .filter(([, lines]) => lines > max)
    .map(([file, lines]) => `${file}: ${lines}`);
}

describe('file length', () => {
  it(`keeps every source file at most ${MAX_LINES} lines`, () => {
    expect(longFiles(ROOT, SOURCE_FOLDERS, MAX_LINES)).toEqual([]);
  });

  it('names a file one line too long', () => {
    const root = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.file-length-'));
    try {
      fs.mkdirSync(path.join(root, 'core'));
      fs.writeFileSync(path.join(root, 'core/long.ts'), 'x;\n'.repeat(MAX_LINES + 1));
      fs.writeFileSync(path.join(root, 'core/fits.ts'), 'x;\n'.repeat(MAX_LINES));
      // A test run's bundle of an entry is not a source file (tests/support/test-bundle-name.ts).
      fs.writeFileSync(path.join(root, 'core/server.test-bundle-42.mjs'), 'x;\n'.repeat(MAX_LINES * 10));
      expect(longFiles(root, ['core'], MAX_LINES)).toEqual([`core/long.ts: ${MAX_LINES + 1}`]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

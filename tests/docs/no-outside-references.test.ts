import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/read-funnel-files';

/**
 * Comments, descriptions and docs point only at documents inside the repository (docs/FUNNEL.md,
 * docs/DECISIONS.md, ...): a newcomer with only the repository must be able to follow them, so
 * OUTSIDE_REFERENCE lists the names of documents kept elsewhere and tracker numbers.
 */
const OUTSIDE_REFERENCE = /\bSPEC(?:\.md)?\b|\bDESIGN(?:\.md)?\b|\bINTEGRATIONS(?:\.md)?\b|\bSTYLE\.md\b|\b[Ii]ssues? #?\d+/g;

/** The outside references in a text, as `line: match`. */
function outsideReferences(text: string): string[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(OUTSIDE_REFERENCE)].map((match) => `${index + 1}: ${match[0]}`));
}

const CHECKED = /\.(ts|tsx|js|mjs|json|md|css|html)$/;
const SKIPPED = new Set(['package-lock.json', 'tests/docs/no-outside-references.test.ts']);

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter((file) => CHECKED.test(file) && !SKIPPED.has(file) && fs.existsSync(path.join(ROOT, file)));
}

/** Paths under docs/ that a text names, e.g. `docs/FUNNEL.md` or `docs/images/screens/`, as `line: path`. */
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]*[\w/]/g;

function docsPaths(text: string): { line: number; path: string }[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(DOCS_PATH)].map((match) => ({ line: index + 1, path: match[0] })));
}

describe('references to documents outside the repository', () => {
  it('finds SPEC, DESIGN and issue numbers, and leaves the words around them alone', () => {
    expect(outsideReferences(['SPEC', 'DESIGN.md', 'issue 10', 'INTEGRATIONS, STYLE.md'].join('\n'))).toEqual([
      '1: SPEC',
      '2: DESIGN.md',
      '3: issue 10',
      '4: INTEGRATIONS',
      '4: STYLE.md',
    ]);
    expect(outsideReferences('SPECIALTY_ITEM_FIELDS; a brief notice; docs/FUNNEL.md#validation; issues we saw')).toEqual([]);
  });

  it('no source, schema, partner or doc file points at SPEC, DESIGN, INTEGRATIONS, STYLE.md or an issue number', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => outsideReferences(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });

  it('finds docs/ paths in a text', () => {
    expect(docsPaths('see docs/FUNNEL.md#validation, docs/images/screens/ and (docs/team/BRIEF.md).')).toEqual([
      { line: 1, path: 'docs/FUNNEL.md' },
      { line: 1, path: 'docs/images/screens/' },
      { line: 1, path: 'docs/team/BRIEF.md' },
    ]);
  });

  it('every docs/ path a file names exists in the repository', () => {
    const missing = trackedFiles().flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const folder = path.dirname(path.join(ROOT, file));
      return docsPaths(text)
        .filter(({ path: named }) => !fs.existsSync(path.join(ROOT, named)) && !fs.existsSync(path.join(folder, named)))
        .map(({ line, path: named }) => `${file}:${line}: ${named}`);
    });
    expect(missing, 'these files name docs/ paths that are not in the repository: point at an existing document').toEqual([]);
  });
});

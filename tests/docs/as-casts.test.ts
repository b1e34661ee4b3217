import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/read-funnel-files';

/**
 * House rule (docs/DECISIONS.md, "Build, packages, CI and tests"): the booking is typed end to end, so
 * type assertions (`x as T`, `<T>x`; `as const` is no assertion) stay rare: at most MAX_CASTS in the
 * source folders, generated files aside, and each one says why it is sound in a comment on its line or
 * the line above. `as unknown as T` counts twice.
 */
const MAX_CASTS = 41;
const SOURCE_FOLDERS = ['core', 'renderer', 'widgets', 'server', 'scripts', 'bench'];

interface Cast {
  /** `folder/file.ts:line`. */
  at: string;
  text: string;
  commented: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const isConst = (node: ts.AsExpression | ts.TypeAssertion) => ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';

/** Every zero-based line a comment covers. */
function commentLines(source: ts.SourceFile): Set<number> {
  const text = source.getFullText();
  const lines = new Set<number>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      const first = source.getLineAndCharacterOfPosition(range.pos).line;
      const last = source.getLineAndCharacterOfPosition(range.end).line;
      for (let line = first; line <= last; line++) lines.add(line);
    }
  };
  (function visit(node: ts.Node) {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  })(source);
  return lines;
}

/** The casts of one file, each with whether a comment stands on its lines or the line above. */
export function castsIn(file: string, text: string): Cast[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const comments = commentLines(source);
  const casts: Cast[] = [];
  (function visit(node: ts.Node) {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      let commented = false;
      for (let line = first - 1; line <= last; line++) commented ||= comments.has(line);
      casts.push({ at: `${file}:${first + 1}`, text: node.getText().replace(/\s+/g, ' ').slice(0, 100), commented });
    }
    ts.forEachChild(node, visit);
  })(source);
  return casts;
}

function allCasts(): Cast[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).flatMap((file) =>
    castsIn(path.relative(ROOT, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')),
  );
}

describe('type assertions in the source', () => {
  it('counts `as` and `<T>` assertions but not `as const`, and sees the comment that justifies one', () => {
    const casts = castsIn(
      'example.ts',
      [
        'const a = [1] as const;',
        'const b = x as number;',
        'const e = z as unknown as Date;',
        '// JSON.parse returns any; validated above.',
        'const c = JSON.parse(t) as Booking;',
        'const d = <string>y; // the guard above made it one',
      ].join('\n'),
    );
    expect(casts.map(({ at, commented }) => [at, commented])).toEqual([
      ['example.ts:2', false],
      ['example.ts:3', false],
      ['example.ts:3', false],
      ['example.ts:5', true],
      ['example.ts:6', true],
    ]);
  });

  it(`stay at most ${MAX_CASTS} in ${SOURCE_FOLDERS.join(', ')} (generated files aside)`, () => {
    const casts = allCasts();
    expect(casts.length).toBeGreaterThan(0);
    expect(casts.length, casts.map((c) => `${c.at}: ${c.text}`).join('\n')).toBeLessThanOrEqual(MAX_CASTS);
  });

  it('each say why they are sound, in a comment on their line or the line above', () => {
    const bare = allCasts()
      .filter((cast) => !cast.commented)
      .map((cast) => `${cast.at}: ${cast.text}`);
    expect(bare).toEqual([]);
  });
});

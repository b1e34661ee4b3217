/**
 * docs/PERFORMANCE.md's budget table says what bench/budgets.ts holds: one row per budget, named by its key, with the
 * same number (KB as 1,024 bytes), and no row for a key the file does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../bench/budgets';
import { ROOT } from '../helpers/read-funnel-files';

/** The table's rows under "## Budgets": the key named in the last cell, and the budget cell before it. */
function budgetRows(markdown: string): { key: string; budget: string }[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Budgets\n')) ?? '';
  return section.split('\n').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const key = /^`(\w+)`$/.exec(cells.at(-2) ?? '')?.[1];
    return line.startsWith('|') && key ? [{ key, budget: cells.at(-3) ?? '' }] : [];
  });
}

/** The number a budget cell states, in bench/budgets.ts' unit: "at most 188 KB" is 192,512 bytes. */
function budgetNumber(cell: string): number | undefined {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(KB)?/.exec(cell);
  if (!match) return undefined;
  const value = Number(match[1]!.replaceAll(',', ''));
  return match[2] === 'KB' ? value * 1024 : value;
}

const doc = fs.readFileSync(path.join(ROOT, 'docs/PERFORMANCE.md'), 'utf8');

describe("docs/PERFORMANCE.md's budget table", () => {
  it('has one row for each budget of bench/budgets.ts, and none for a budget it does not have', () => {
    expect(
      budgetRows(doc)
        .map((row) => row.key)
        .sort(),
    ).toEqual(Object.keys(BUDGETS).sort());
  });

  it('states the number bench/budgets.ts holds in each row', () => {
    const stated = Object.fromEntries(budgetRows(doc).map((row) => [row.key, budgetNumber(row.budget)]));
    expect(stated).toEqual({ ...BUDGETS });
  });

  it('reads the units the table uses', () => {
    expect(budgetNumber('at most 188 KB')).toBe(188 * 1024);
    expect(budgetNumber('at least 1,000 saves/s')).toBe(1000);
    expect(budgetNumber('at most 0.05')).toBe(0.05);
    expect(budgetRows('## Budgets\n\n| a | at most 5 | `x` |\n\n## Next\n\n| b | 6 | `y` |\n')).toEqual([
      { key: 'x', budget: 'at most 5' },
    ]);
  });
});

/** One printed table of `npm run bench` and `npm run bench:api`: a header row, then figures, each beside its budget. */
export type Row = (string | number)[];

export function printTable(title: string, rows: Row[]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  console.log(`\n${title}`);
  rows.forEach((row, index) => {
    console.log(row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
/** A millisecond figure that may be missing (a run that never got there). */
export const msOrNone = (value: number | null) => (value === null ? '-' : ms(value));
/** Each run's figure, rounded, for the 'runs' column. */
export const eachRun = (values: readonly (number | null)[], digits = 0) =>
  values.map((v) => (v === null ? '-' : v.toFixed(digits))).join(' ');

/** Budget cells, from bench/budgets.ts' numbers: the figure must be at most, under, or at least the number. */
export const atMost = (text: string | number) => `<= ${text}`;
export const under = (text: string | number) => `< ${text}`;
export const atLeast = (text: string | number) => `>= ${text}`;
/** The cell of a figure that has no budget (printed for what it explains). */
export const NO_BUDGET = '-';

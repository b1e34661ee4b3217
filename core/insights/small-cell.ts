/** Fewest sessions a report shows as a number: a smaller count could point at one customer (small-cell suppression). */
export const SMALL_CELL_MINIMUM = 5;

/** A count as a report shows it: "<5" below the minimum (0 stays 0: nobody is not a person). */
export function shownCount(count: number): string {
  return count > 0 && count < SMALL_CELL_MINIMUM ? `<${SMALL_CELL_MINIMUM}` : count.toLocaleString('en-US');
}

/** `part` of `whole` as a percent, or "<5" when either is a small cell (the share would reveal the count). */
export function shownShare(part: number, whole: number): string {
  if (whole === 0) return '–';
  if (whole < SMALL_CELL_MINIMUM || (part > 0 && part < SMALL_CELL_MINIMUM)) return `<${SMALL_CELL_MINIMUM}`;
  return `${((part / whole) * 100).toFixed(1)}%`;
}

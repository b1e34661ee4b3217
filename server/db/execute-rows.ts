/**
 * The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer with a result object holding `rows`
 * (drizzle types the two differently, so the value is read as unknown and narrowed).
 */
import { fieldOf } from '../../core/is-record';

export function executeRows(result: unknown): unknown[] {
  const rows = fieldOf(result, 'rows');
  if (Array.isArray(rows)) return rows;
  return Array.isArray(result) ? result : [];
}

/** A whole-number column of the first row (a `count(*)::int`), 0 when there is none. */
export function firstRowCount(result: unknown, column: string): number {
  return Number(fieldOf(executeRows(result)[0], column) ?? 0);
}

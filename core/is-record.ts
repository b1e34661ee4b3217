/**
 * A plain object read as a record: every key may be read and yields unknown, so narrowing JSON or
 * any other unknown value with it needs no cast.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of a value of unknown shape; undefined unless the value is a record. */
export function fieldOf(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/**
 * The one way an error reaches a log line (logger-options.ts installs it as pino's `err` serializer). Errors
 * are described, never quoted where they may quote data: a database error keeps its SQLSTATE code, table,
 * constraint and column, but not its message, detail or the query's parameters (a failed save's parameters
 * are the customer's name, email and phone; a session lookup's are the session id). The same goes for errors
 * that carry a request body (JSON syntax errors quote it). Stack frames are kept; they hold no values.
 */

/** Fields of PostgreSQL's error report (pg and PGlite alike) that name things, not values. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'constraint', 'column', 'dataType', 'routine'] as const;
/** How far down `cause` to describe; drizzle wraps the driver's error once. */
const MAX_DEPTH = 4;

type Described = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An error from the database or its driver wrapper (drizzle's DrizzleQueryError carries query and params). */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return 'severity' in error || 'query' in error || 'params' in error || 'routine' in error;
}

/** Whether the message may quote what a client sent or what a query carried. */
function mayQuoteData(error: Record<string, unknown>): boolean {
  return isDatabaseError(error) || error instanceof SyntaxError || 'body' in error || 'detail' in error;
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

export function safeError(error: unknown, depth = 0): Described {
  if (!isRecord(error)) return { type: typeof error };
  const described: Described = { type: error.constructor?.name ?? 'Object' };
  if (mayQuoteData(error)) {
    for (const field of DATABASE_FIELDS) if (typeof error[field] === 'string') described[field] = error[field];
    described.message = '[omitted: may quote data]';
  } else {
    if (typeof error.code === 'string') described.code = error.code;
    if (typeof error.message === 'string') described.message = error.message;
  }
  if (typeof error.statusCode === 'number') described.statusCode = error.statusCode;
  const stack = frames(error.stack);
  if (stack) described.stack = stack;
  if (depth < MAX_DEPTH && error.cause !== undefined) described.cause = safeError(error.cause, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(error.errors))
    described.errors = error.errors.slice(0, 5).map((inner) => safeError(inner, depth + 1));
  return described;
}

import { isRecord } from '../../core/is-record';

/**
 * Whether an error means "the database cannot be reached right now" (docs/DECISIONS.md, Hardening: 503, not 500), as opposed to
 * a bug or a bad query. drizzle wraps driver errors (DrizzleQueryError.cause), so the whole cause chain is read.
 * - node-postgres: socket errors (ECONNREFUSED, ECONNRESET, ...), pg-pool's connect timeout, a connection
 *   closed under a query, a pool being shut down.
 * - PostgreSQL: SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now),
 *   53300 (too many connections).
 * - PGlite: queries after close ('PGlite is closed' / 'is closing').
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
  /^Client has encountered a connection error/,
  /^PGlite is clos(ed|ing)/,
];

/** How far down the cause chain to look; real chains are two or three long. */
const MAX_DEPTH = 8;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && isRecord(current); depth++) {
    const { code, message, cause } = current;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (e.g. a connect to several addresses) carries the real failures in `errors`.
    const errors = current.errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

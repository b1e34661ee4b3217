// @ts-check
/**
 * Named prepared statements for the embedded database's thread. PGlite's `query` parses, describes and plans its text
 * again on every call, six trips into WASM; a statement with parameters is prepared here the first time its text is
 * seen, and every later run binds, executes and syncs in one trip, on a plan PostgreSQL may cache. drizzle's PGlite
 * driver drops the names its callers give (`.prepare('save_booking')`), so the text is the key. The most recently run
 * texts stay prepared (MOST_PREPARED_STATEMENTS).
 */
import { parse, protocol } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/** Texts kept prepared at most: the least recently run one is closed for a new one, so no client grows the thread's memory. */
export const MOST_PREPARED_STATEMENTS = 200;

/** @typedef {{ name: string; paramTypes: number[] }} Prepared */
/** @typedef {{ rowMode: 'array' | 'object'; inTransaction: boolean }} RunOptions */

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 */
export function createPreparedStatements(db) {
  const { serialize } = protocol;
  /** @type {string[]} Names of statements dropped from the cache, closed in the database with the next preparation. */
  const toClose = [];
  /** @type {LRUCache<string, Prepared>} */
  const prepared = new LRUCache({ max: MOST_PREPARED_STATEMENTS, dispose: (statement) => toClose.push(statement.name) });
  let preparedCount = 0;

  /**
   * PGlite's own lock order: outside a transaction a statement waits for any open one, inside it only for the query lock.
   * @template T
   * @param {boolean} inTransaction
   * @param {() => Promise<T>} work
   */
  const exclusive = (inTransaction, work) =>
    inTransaction ? db._runExclusiveQuery(work) : db._runExclusiveTransaction(() => db._runExclusiveQuery(work));

  /**
   * @param {string} text
   * @param {boolean} inTransaction
   * @returns {Promise<Prepared>}
   */
  async function prepare(text, inTransaction) {
    const name = `s${++preparedCount}`;
    const closing = toClose.splice(0).map((closed) => serialize.close({ type: 'S', name: closed }));
    const messages = await db.execProtocolStream(
      concat([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  /**
   * @param {Prepared} statement
   * @param {unknown[]} params
   */
  function bindValues(statement, params) {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index];
      const toText = type === undefined ? undefined : db.serializers[type];
      return toText ? toText(param) : String(param);
    });
  }

  return {
    /**
     * Whether a statement is run prepared: one with parameters (migrations and other plain texts run once).
     * @param {unknown[]} params
     */
    takes: (params) => params.length > 0,

    /**
     * Runs `text` with `params` as a named prepared statement, preparing it the first time.
     * @param {string} text
     * @param {unknown[]} params
     * @param {RunOptions} options
     */
    run: (text, params, { rowMode, inTransaction }) =>
      exclusive(inTransaction, async () => {
        const statement = prepared.get(text) ?? (await prepare(text, inTransaction));
        const messages = await db.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values: bindValues(statement, params) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: !inTransaction },
        );
        const [result] = parse.parseResults(messages, db.parsers, { rowMode });
        if (!result) throw new Error(`The embedded database answered no result for: ${text}`);
        return result;
      }),
  };
}

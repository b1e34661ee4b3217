// @ts-check
/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WASM) runs every statement
 * synchronously, so on the server's thread it would stall every request while a save runs. Here it
 * answers the server through messages (./messages.ts); pglite-thread-client.ts is the other end.
 * Plain JavaScript because Node 20 does not run a worker's entry file through the `--import tsx`
 * the server starts with. workerData: { dataDir?: string; template?: string; wasmModule: WebAssembly.Module, PostgreSQL
 * compiled once by the client's process } (no dataDir: in memory, empty or,
 * with a template, started from that file: a dump of PGlite's data folder, as ../in-memory-template.ts explains).
 */
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { createDurableNodeFs, DURABLE_START_PARAMS } from './durable-node-fs.mjs';
import { createPreparedStatements } from './prepared-statements.mjs';

/** @typedef {import('./messages').ThreadRequest} ThreadRequest */
/** @typedef {import('./messages').ThreadReply} ThreadReply */
/** @typedef {import('./messages').SerializedError} SerializedError */
/** @typedef {{ tx: import('@electric-sql/pglite').Transaction; finish: (commit: boolean) => void; done: Promise<void> }} OpenTransaction */

/**
 * drizzle reads dates, timestamps and intervals as text and parses them itself, so it passes these
 * parsers with every query; PGlite merges per-query parsers by copying its whole table (~320 entries).
 * Installed once here, the queries need none.
 */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @param {ThreadReply} message */
const reply = (message) => port.postMessage(message);

/**
 * An error as plain data: an Error's own fields (code, detail, constraint...) do not survive a structured clone.
 * @param {unknown} error
 * @returns {SerializedError}
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value !== undefined && typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

const { dataDir, template, wasmModule } = /** @type {{ dataDir?: string; template?: string; wasmModule: WebAssembly.Module }} */ (
  workerData
);
/** On disk, answers wait for their commit's fsync (./durable-node-fs.mjs); in memory there is no disk to wait for. */
const durable = dataDir
  ? createDurableNodeFs(dataDir, (error) => {
      process.stderr.write(`The embedded database could not sync its files to disk, so it stops: ${String(error)}\n`);
      process.exit(1);
    })
  : null;

/**
 * The template's bytes as Node's global Blob, the type PGlite names (node:buffer's Blob is another type to TypeScript).
 * @param {string} file
 */
// eslint-disable-next-line no-undef -- a Node global the lint configuration does not list for .mjs files
const templateBlob = (file) => new Blob([readFileSync(file)]);

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create(
    durable && dataDir
      ? { dataDir, fs: durable.fs, startParams: DURABLE_START_PARAMS, pgliteWasmModule: wasmModule }
      : template
        ? { loadDataDir: templateBlob(template), pgliteWasmModule: wasmModule }
        : { pgliteWasmModule: wasmModule },
  );
  for (const type of DRIZZLE_TEXT_TYPES) db.parsers[type] = (/** @type {string} */ value) => value;
  reply({ id: 0, ready: true });
} catch (error) {
  reply({ id: 0, ready: false, error: serializeError(error) });
  process.exit(1);
}

const statements = createPreparedStatements(db);

/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
let nextTxId = 1;

/** @param {import('./messages').QueryRequest} request */
async function runQuery(request) {
  const target = request.txId === undefined ? db : transactions.get(request.txId)?.tx;
  if (!target) throw new Error(`Transaction ${request.txId} is not open`);
  const { sql, params, rowMode } = request;
  const result = statements.takes(params)
    ? await statements.run(sql, params, { rowMode, inTransaction: target !== db })
    : await target.query(sql, params, { rowMode });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/**
 * Opens a PGlite transaction that stays open until the server sends `end`; PGlite queues every
 * other statement meanwhile, as it does on one thread.
 * @param {number} id
 */
function begin(id) {
  const txId = nextTxId++;
  let began = false;
  /** @type {(commit: boolean) => void} */
  let finish = () => {};
  /** @type {Promise<boolean>} */
  const decided = new Promise((resolve) => (finish = resolve));
  const open = /** @type {OpenTransaction} */ ({ finish });
  open.done = db.transaction(async (tx) => {
    began = true;
    open.tx = tx;
    transactions.set(txId, open);
    reply({ id, ok: true, txId });
    if (!(await decided)) await tx.rollback();
  });
  open.done.then(
    () => transactions.delete(txId),
    (error) => {
      transactions.delete(txId);
      if (!began) reply({ id, ok: false, error: serializeError(error) });
    },
  );
}

/**
 * @param {number} txId
 * @param {boolean} commit
 */
async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  open.finish(commit);
  await open.done;
}

/**
 * @param {number} id
 * @param {Promise<import('./messages').QueryResult | void>} work
 */
function answer(id, work) {
  /** @param {ThreadReply} message */
  const send = (message) => (durable ? durable.whenDurable(() => reply(message)) : reply(message));
  work.then(
    (result) => send(result ? { id, ok: true, result } : { id, ok: true }),
    (error) => send({ id, ok: false, error: serializeError(error) }),
  );
}

port.on('message', (/** @type {ThreadRequest} */ request) => {
  if (request.op === 'query') answer(request.id, runQuery(request));
  else if (request.op === 'begin') begin(request.id);
  else if (request.op === 'end') answer(request.id, end(request.txId, request.commit));
  else if (request.op === 'close') answer(request.id, db.close());
  else if (request.op === 'walSyncs') reply({ id: request.id, ok: true, walSyncs: durable?.walSyncs() ?? 0 });
});

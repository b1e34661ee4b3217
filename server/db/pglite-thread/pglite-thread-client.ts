/**
 * The server's end of the embedded database's thread (./pglite-thread.mjs): the part of PGlite's
 * interface that drizzle's PGlite driver uses (`query`, `transaction`), answered by the thread.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { QueryResult, SerializedError, ThreadReply, ThreadRequest } from './messages';

type Answer = Extract<ThreadReply, { ok: true }>;
type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void };
/** A request before #send numbers it (distributes over the union, which `Omit` alone does not). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/** What drizzle's driver passes: `parsers` are functions (no structured clone) and are installed in the thread instead. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
}

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

function toError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}

const THREAD_URL = new URL('./pglite-thread.mjs', import.meta.url);
const PGLITE_WASM = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');

let compiled: Promise<WebAssembly.Module> | undefined;
/**
 * PostgreSQL's WebAssembly, compiled once per process and handed to every thread (a compiled module crosses threads
 * without copying): a thread opened after the first skips the compile. The server opens one; a test run opens
 * hundreds (docs/PERFORMANCE.md, "Test suite").
 */
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(PGLITE_WASM).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

export class PgliteThreadClient implements ThreadTransaction {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #exitError: Error | null = null;
  readonly #opened: Promise<void>;

  private constructor(dataDir: string | undefined, template: string | undefined, wasmModule: WebAssembly.Module) {
    this.#worker = new Worker(THREAD_URL, { workerData: { dataDir, template, wasmModule } });
    this.#opened = new Promise((resolve, reject) => {
      const onReady = (message: ThreadReply) => {
        if (message.id !== 0) return;
        this.#worker.off('message', onReady);
        if ('error' in message) reject(toError(message.error));
        else resolve();
      };
      this.#worker.on('message', onReady);
      this.#worker.once('error', reject);
      this.#worker.once('exit', (code) => reject(new Error(`The embedded database's thread exited (${code}) while opening`)));
    });
    this.#worker.on('message', (message: ThreadReply) => {
      if (message.id === 0) return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if ('error' in message) pending.reject(toError(message.error));
      else if ('ok' in message) pending.resolve(message);
    });
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`PGlite is closed (its thread exited with code ${code})`)));
  }

  /**
   * Starts the thread and resolves once the database has opened. `dataDir` undefined: in memory, empty or started
   * from `template` (a dump of a data folder, ../in-memory-template.ts).
   */
  static async open(dataDir: string | undefined, template?: string): Promise<PgliteThreadClient> {
    const client = new PgliteThreadClient(dataDir, template, await pgliteWasmModule());
    await client.#opened;
    return client;
  }

  #fail(error: Error): void {
    this.#exitError ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#exitError);
    this.#pending.clear();
  }

  #send(request: Unnumbered<ThreadRequest>): Promise<Answer> {
    if (this.#exitError) return Promise.reject(this.#exitError);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query(sql: string, params: unknown[] = [], options: QueryOptions = {}, txId?: number): Promise<QueryResult> {
    const answer = await this.#send({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', txId });
    return answer.result!;
  }

  /** Runs `callback` in one transaction; it commits when the callback resolves and rolls back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.#send({ op: 'begin' })).txId!;
    const tx: ThreadTransaction = { query: (sql, params, options) => this.query(sql, params, options, txId) };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The callback's error is the one to report; a thread that died meanwhile rolled back anyway.
      await this.#send({ op: 'end', txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.#send({ op: 'end', txId, commit: true });
    return result;
  }

  /** Host fsyncs of WAL segments so far: at least one per acknowledged commit on disk, none in memory. */
  async walSyncs(): Promise<number> {
    return (await this.#send({ op: 'walSyncs' })).walSyncs ?? 0;
  }

  /** Stops the thread at once without closing the database, as a crash would; `close` is the orderly way. */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  async close(): Promise<void> {
    if (this.#exitError) return;
    await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }
}

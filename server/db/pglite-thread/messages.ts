/** What the server's thread and the embedded database's thread say to each other (structured clones). */

/** A statement, optionally inside the open transaction `txId`. */
export interface QueryRequest {
  op: 'query';
  id: number;
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  txId?: number;
}

/** Opens a transaction; every other statement waits until it ends, as on PGlite itself. */
export interface BeginRequest {
  op: 'begin';
  id: number;
}

export interface EndRequest {
  op: 'end';
  id: number;
  txId: number;
  commit: boolean;
}

export interface CloseRequest {
  op: 'close';
  id: number;
}

/** How many host fsyncs of WAL segments the thread has made (server/db/pglite-thread/durable-node-fs.mjs). */
export interface WalSyncsRequest {
  op: 'walSyncs';
  id: number;
}

export type ThreadRequest = QueryRequest | BeginRequest | EndRequest | CloseRequest | WalSyncsRequest;

/** A database error as plain data: an Error's own fields (code, detail, constraint...) do not survive a structured clone. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export type ThreadReply =
  | { id: number; ok: true; result?: QueryResult; txId?: number; walSyncs?: number }
  | { id: number; ok: false; error: SerializedError }
  /** Sent once, when the database has opened (or failed to). */
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: SerializedError };

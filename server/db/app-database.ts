import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either driver (PGlite or node-postgres); routes reach it only through the repositories. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated database and how to check and close it. */
export interface AppDatabase {
  db: AppDb;
  /** 'pglite' (embedded, one process) or 'postgres' (a server, many processes). */
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a query; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database on disk: host fsyncs of its WAL so far (at least one per acknowledged commit); tests and the benchmark read it. */
  walSyncs?(): Promise<number>;
}

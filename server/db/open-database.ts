/**
 * Opens the database README.md#configuration names: a PostgreSQL server when a URL is given, else the
 * embedded PGlite (a directory on disk, or memory for tests), and runs the migrations in drizzle/.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { AppDatabase, AppDb } from './app-database';
import { inMemoryTemplate } from './in-memory-template';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number; only this app's migrations take it. */
const MIGRATION_LOCK_KEY = 725_001;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined: in memory (tests), from the template when one is named (./in-memory-template.ts). */
  | { kind: 'pglite'; dataDir?: string };

export async function openDatabase(target: DatabaseTarget): Promise<AppDatabase> {
  const opened = target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(target.dataDir);
  try {
    await opened.migrate();
  } catch (error) {
    await opened.close();
    throw error;
  }
  return {
    db: opened.db,
    kind: target.kind,
    ping: async () => {
      await opened.db.execute(sql`select 1`);
    },
    close: opened.close,
    ...(opened.walSyncs ? { walSyncs: opened.walSyncs } : {}),
  };
}

interface Opened {
  db: AppDb;
  migrate(): Promise<void>;
  close(): Promise<void>;
  walSyncs?(): Promise<number>;
}

async function openPostgres(url: string): Promise<Opened> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A dead server must fail a query quickly (readyz, 503) instead of hanging a request.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: 10 });
  // An idle client losing its connection emits 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  return {
    db,
    // drizzle's migrator takes no lock: processes starting together queue on an advisory lock
    // held on one connection while the migration runs, so only the first applies it.
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite in its own thread (./pglite-thread/): its statements run synchronously and would otherwise stall every
 * request. On disk, each statement is answered only once its commit is on disk (./pglite-thread/durable-node-fs.mjs).
 */
async function openPglite(dataDir: string | undefined): Promise<Opened> {
  const { PgliteThreadClient } = await import('./pglite-thread/pglite-thread-client');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PgliteThreadClient.open(dataDir, dataDir ? undefined : inMemoryTemplate());
  // drizzle's PGlite driver uses only `query` and `transaction`, which the thread's client answers.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  return {
    db,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    walSyncs: () => client.walSyncs(),
  };
}

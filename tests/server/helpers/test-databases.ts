/**
 * The databases every server test runs against: in-memory PGlite always, and a real PostgreSQL when
 * TEST_DATABASE_URL is set. Each PostgreSQL run gets a fresh database (dropped afterwards), because
 * drizzle-kit's migrations name the public schema, so a per-run schema would not isolate them. In the unit project
 * that fresh database is a copy of the run's migrated one (tests/support/database-templates.ts), so the migrations
 * run once per run, not per test.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database; close() also removes it. */
  open(): Promise<AppDatabase>;
}

/** A second handle on the same database, for the two-instance test. */
export interface SharedPostgres {
  url: string;
  drop(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A new empty database, or a copy of `template` (a database's name: CREATE DATABASE ... TEMPLATE). */
export async function createPostgresDatabase(baseUrl: string, template?: string): Promise<SharedPostgres> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

const pglite: TestDatabase = { name: 'pglite', open: () => openDatabase({ kind: 'pglite' }) };

const postgres = (baseUrl: string): TestDatabase => ({
  name: 'postgres',
  open: async () => {
    // The e2e project has no template: there `inject` answers undefined.
    const created = await createPostgresDatabase(baseUrl, inject('postgresTemplate') ?? undefined);
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    return {
      ...database,
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  },
});

export const testDatabases: TestDatabase[] = [pglite, ...(TEST_DATABASE_URL ? [postgres(TEST_DATABASE_URL)] : [])];

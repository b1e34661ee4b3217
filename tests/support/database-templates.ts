/**
 * The unit project's global set-up: the migrated empty embedded database, written once per run as a dump of its
 * data folder, which every in-memory database of the run then starts from instead of PostgreSQL's initdb and every
 * migration (server/db/in-memory-template.ts; docs/PERFORMANCE.md, "Test suite"). use-database-templates.ts names it in
 * each test file. With TEST_DATABASE_URL, likewise a migrated PostgreSQL database that each test's fresh one is
 * copied from (tests/server/helpers/test-databases.ts). Both removed after the run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/open-database';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../server/helpers/test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated empty embedded database's data folder, dumped (PGlite's dumpDataDir, uncompressed). */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated PostgreSQL database to copy (CREATE DATABASE ... TEMPLATE); else null. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(work, 'migrated.tar');
  const database = await PGlite.create();
  try {
    await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: gunzipping 40 MB in every test file costs more than reading it.
    const dump = await database.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);

  const postgres = TEST_DATABASE_URL ? await createPostgresDatabase(TEST_DATABASE_URL) : null;
  if (postgres) await (await openDatabase({ kind: 'postgres', url: postgres.url })).close();
  project.provide('postgresTemplate', postgres ? new URL(postgres.url).pathname.slice(1) : null);

  return async () => {
    rmSync(work, { recursive: true, force: true });
    await postgres?.drop();
  };
}

/**
 * The server and browser projects' global set-up: the migrated empty embedded database, written once per run as a
 * dump of its data folder, which every in-memory database of the run then starts from instead of PostgreSQL's initdb
 * and every migration (server/db/in-memory-template.ts; docs/PERFORMANCE.md, "Test suite"). use-database-templates.ts
 * names it in each test file. With TEST_DATABASE_URL, likewise a migrated PostgreSQL database that each test's fresh
 * one is copied from (tests/server/helpers/test-databases.ts). Made by the first project that needs them and shared
 * with the next (Vitest runs projects' set-ups one after another in its own process); removed after the run.
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

interface DatabaseTemplates {
  pgliteTemplate: string;
  postgresTemplate: string | null;
  remove(): Promise<void>;
  /** The projects whose set-up took them and whose teardown has not run yet. */
  users: number;
}

/** The run's templates, kept on the global object: each project loads this module afresh. */
const RUN = Symbol.for('funnel-tests.database-templates');
type WithTemplates = typeof globalThis & { [RUN]?: Promise<DatabaseTemplates> };

async function makeTemplates(): Promise<DatabaseTemplates> {
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
  const postgres = TEST_DATABASE_URL ? await createPostgresDatabase(TEST_DATABASE_URL) : null;
  if (postgres) await (await openDatabase({ kind: 'postgres', url: postgres.url })).close();
  return {
    pgliteTemplate: file,
    postgresTemplate: postgres ? new URL(postgres.url).pathname.slice(1) : null,
    remove: async () => {
      rmSync(work, { recursive: true, force: true });
      await postgres?.drop();
    },
    users: 0,
  };
}

/** The run's templates, made on the first call. */
export function runDatabaseTemplates(): Promise<DatabaseTemplates> {
  const run = globalThis as WithTemplates;
  run[RUN] ??= makeTemplates();
  return run[RUN];
}

export default async function setup(project: TestProject) {
  const templates = await runDatabaseTemplates();
  templates.users += 1;
  project.provide('pgliteTemplate', templates.pgliteTemplate);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    templates.users -= 1;
    if (templates.users > 0) return;
    delete (globalThis as WithTemplates)[RUN];
    await templates.remove();
  };
}

/**
 * The server project's set-up for tests that start the server or a command as a process (docs/PERFORMANCE.md, "Test
 * suite"): each entry they run bundled once (bundle-node-entry.ts), and one embedded database's data folder migrated
 * once, which a test copies for each server it starts on a fresh DATA_DIR (migrated-data-dir.ts) instead of that
 * process running PostgreSQL's initdb and every migration. Under load a server's start took 12.6 s through tsx on a
 * fresh folder, 6 s bundled on a migrated one. Both removed after the run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { runDatabaseTemplates } from './database-templates';
import { bundleNodeEntry } from './bundle-node-entry';
import { testBundleName } from './test-bundle-name';

/** What tests run as processes: `server` is `npm start`'s server, the others the operator's commands. */
export const PROCESS_ENTRIES = { server: 'server/main.ts', bookings: 'scripts/bookings.ts', deliveries: 'scripts/deliveries.ts' };
export type ProcessEntry = keyof typeof PROCESS_ENTRIES;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each entry's bundle, run as `node <file>`. */
    processEntries: Record<ProcessEntry, string>;
    /** A DATA_DIR whose embedded database is migrated and closed, to copy. */
    migratedDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const bundles = Object.fromEntries(
    await Promise.all(
      Object.entries(PROCESS_ENTRIES).map(
        async ([name, entry]) => [name, await bundleNodeEntry(entry, testBundleName(name, process.pid))] as const,
      ),
    ),
  ) as Record<ProcessEntry, string>;
  project.provide('processEntries', bundles);

  const migratedDataDir = mkdtempSync(join(tmpdir(), 'migrated-data-dir-'));
  // As the server opens it (server/main.ts): the same folder layout, migrated, closed cleanly; written from the run's
  // migrated template (database-templates.ts) instead of initdb and every migration once more.
  const template = await runDatabaseTemplates();
  const database = await PGlite.create({
    dataDir: join(migratedDataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(template.pgliteTemplate)]),
  });
  await database.close();
  project.provide('migratedDataDir', migratedDataDir);

  return () => {
    for (const file of Object.values(bundles)) rmSync(file, { force: true });
    rmSync(migratedDataDir, { recursive: true, force: true });
  };
}

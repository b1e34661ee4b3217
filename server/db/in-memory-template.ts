/**
 * Where an in-memory embedded database starts (open-database.ts): empty, which costs PostgreSQL's initdb and then
 * every migration, or from a template, a dump of a data folder that already holds the migrated empty database
 * (PGlite's dumpDataDir, uncompressed). Only tests open databases in memory, a few hundred a run at seconds each on the
 * 2-core machine, so the test run writes one template and every test file starts from it (docs/PERFORMANCE.md,
 * "Test suite"). A module of its own, so the test set-up that names the file loads nothing else.
 */
let template: string | undefined;

/** From now on in this process, in-memory databases start from `file` (undefined: empty again). */
export function startInMemoryDatabasesFrom(file: string | undefined): void {
  template = file;
}

export function inMemoryTemplate(): string | undefined {
  return template;
}

/**
 * A fresh DATA_DIR for a server process whose embedded database is already migrated: a copy of the run's migrated
 * folder (process-templates.ts), so the process opens it instead of running initdb and every migration. A test about
 * a first start on an empty folder makes its own with mkdtemp.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('migratedDataDir'), dir, { recursive: true });
  return dir;
}

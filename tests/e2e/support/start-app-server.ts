import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { Clock } from '../../../core/clock';
import { buildApp } from '../../../server/build-app';
import { loadConfig, type Env } from '../../../server/config/load-config';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { loadPartners } from '../../../server/partners/load-partners';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { TEST_RATE_LIMITS } from '../../support/test-rate-limits';

const PARTNERS_DIR = fileURLToPath(new URL('../../../partners', import.meta.url));

export interface AppServer {
  baseUrl: string;
  /** Its database, for a test that reads what the app stored. */
  database: AppDatabase;
  close(): Promise<void>;
}

/**
 * A second instance of the real app, started the way global-setup.ts starts the shared one (same
 * built dist, own embedded database: in memory, from the run's migrated template) but with extra environment, e.g. GOOGLE_MAPS_API_KEY, other partner
 * files (`partnersDir`) or partners changed in the test (`partners`), or a clock the test moves. The shared server stays
 * the key-less fresh machine.
 */
export async function startAppServer(
  env: Env,
  options: { partnersDir?: string; partners?: ServerPartner[]; clock?: Clock } = {},
): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'funnel-e2e-server-'));
  const config = loadConfig({ ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
  // As server/main.ts: WEBHOOK_ALLOW_PRIVATE_NETWORK lets a partner file name a loopback receiver.
  const { partners, problems } = loadPartners(options.partnersDir ?? PARTNERS_DIR, {
    allowPrivateNetwork: config.webhookAllowPrivateNetwork,
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const database = await openDatabase({ kind: 'pglite' });
  const app = buildApp({
    db: database,
    partners: options.partners ?? partners,
    config,
    distDir: inject('distDir'),
    logger: false,
    rateLimits: TEST_RATE_LIMITS,
    clock: options.clock,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

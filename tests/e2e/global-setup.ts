/**
 * Browser tests run against the real built app and the real server: the browser and server bundles built once into a
 * temp folder (after `npm run generate`, which `npm test` runs first), then the Fastify app (server/build-app.ts) on a random port with an embedded
 * database in a temp DATA_DIR, and one Chromium every file connects to (support/browser.ts). All
 * go away after the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/build-app';
import { loadConfig } from '../../server/config/load-config';
import { openDatabase } from '../../server/db/open-database';
import { buildBundles } from '../../scripts/build-bundles';
import { loadPartners } from '../../server/partners/load-partners';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium-options';
import { TEST_RATE_LIMITS } from '../support/test-rate-limits';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built app, for tests that start their own server (support/start-app-server.ts) or read the bundle. */
    distDir: string;
    /** The shared Chromium's endpoint for `chromium.connect` (support/browser.ts). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'funnel-e2e-'));
  const distDir = join(work, 'dist');
  const dataDir = join(work, 'data');
  // What ships: React's production build (vitest's NODE_ENV 'test' would bundle the development one).
  buildBundles(distDir);

  // No keys: the fresh-machine defaults (offline addresses, pay now unavailable).
  const config = { ...loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }) };
  const { partners, problems } = loadPartners(join(ROOT, 'partners'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  // Every browser context comes from 127.0.0.1: the hold limit per address would stop the suite after five walks.
  const app = buildApp({
    db: database,
    partners,
    config,
    distDir,
    logger: false,
    rateLimits: TEST_RATE_LIMITS,
    holdLimits: { perAddress: 10_000 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('distDir', distDir);
  const browserServer = await chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close();
    await app.close();
    await database.close();
    rmSync(work, { recursive: true, force: true });
  };
}

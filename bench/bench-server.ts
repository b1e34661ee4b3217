/**
 * The server as `npm start` runs it (server/main.ts: the same buildApp, database and partners),
 * in its own process so the load generator does not share its event loop. Differences, both for
 * measuring: the API rate limits are raised (a benchmark is one address with many saves a second,
 * which server/security/api-rate-limits.ts rightly refuses), and the request log goes to a file.
 * Prints one line `BENCH_SERVER {"url": ...}` when listening. Env: DIST_DIR, DATA_DIR, LOG_FILE,
 * DATABASE_URL (PostgreSQL, else the embedded database in DATA_DIR), WEB_CONCURRENCY (processes, with
 * DATABASE_URL; server/cluster/serve-in-cluster.ts, as server/main.ts runs them).
 */
import cluster from 'node:cluster';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoggerOptions } from 'pino';
import { buildApp } from '../server/build-app';
import { loadConfig } from '../server/config/load-config';
import { serveInCluster } from '../server/cluster/serve-in-cluster';
import { openDatabase } from '../server/db/open-database';
import { loggerOptions } from '../server/logging/logger-options';
import { loadPartners } from '../server/partners/load-partners';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UNLIMITED = { max: 1_000_000_000, timeWindow: '1 minute' };

const config = loadConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0' });
const { partners, problems } = loadPartners(join(ROOT, 'partners'));
if (problems.length > 0) throw new Error(problems.join('\n'));

/** The line bench/start-bench-server.ts waits for. */
function announce(url: string, database: string): void {
  console.log(`BENCH_SERVER ${JSON.stringify({ url, database })}`);
}

async function serve(): Promise<void> {
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  // Fastify's logger option takes `file` (a destination) beside pino's options; pino's LoggerOptions type does not list it.
  const logger = { ...loggerOptions('info'), file: process.env.LOG_FILE ?? join(config.dataDir, 'server.log') } as LoggerOptions;
  const app = buildApp({
    db: database,
    partners,
    config,
    distDir: process.env.DIST_DIR ?? join(ROOT, 'dist'),
    logger,
    rateLimits: { perSession: UNLIMITED, perAddress: UNLIMITED, eventsPerAddress: UNLIMITED, newSessionsPerAddress: UNLIMITED },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // In a cluster the primary prints the line once every process listens (processes given port 0 share one port).
  if (cluster.isPrimary) announce(url, database.kind);

  const stop = async () => {
    await app.close();
    // How many fsyncs the embedded database made for the run (server/db/pglite-thread/durable-node-fs.mjs).
    if (database.walSyncs) console.log(`BENCH_WAL_SYNCS ${await database.walSyncs()}`);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  serveInCluster({
    processes: config.webConcurrency,
    entry: fileURLToPath(import.meta.url),
    onListening: (port) => announce(`http://127.0.0.1:${port}`, `postgres, ${config.webConcurrency} processes`),
  });
} else {
  await serve();
}

/**
 * `npm start` (after `vite build`): reads the environment, opens and migrates the database, loads the
 * partners and listens. Any configuration problem stops the start with one line per mistake; the
 * server never runs half-configured. With WEB_CONCURRENCY above 1 this process checks the same and then
 * runs that many server processes of this file (./cluster/serve-in-cluster.ts).
 */
import cluster from 'node:cluster';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './build-app';
import { loadConfig } from './config/load-config';
import { databaseOpenFailure } from './db/database-open-failure';
import { markEmbeddedServer } from './db/embedded-server-pid';
import { loopbackUrl, newOperatorToken, writeOperatorAccess } from './delivery/operator/operator-access';
import { openDatabase, type DatabaseTarget } from './db/open-database';
import { serveInCluster } from './cluster/serve-in-cluster';
import { loggerOptions } from './logging/logger-options';
import { funnelAddresses } from './funnel-addresses';
import { loadPartners } from './partners/load-partners';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** A request still running after this is abandoned, so an orchestrator's SIGKILL (DEPLOY.md: 30 s) never comes first. */
const SHUTDOWN_DEADLINE_MS = 25_000;

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail([error instanceof Error ? error.message : String(error)]);
  }
  // PARTNERS_DIR, DIST_DIR and LOG_LEVEL are for tests and operators; the defaults suit `npm start`.
  const partnersDir = process.env.PARTNERS_DIR?.trim() || `${ROOT}partners`;
  const { partners, problems } = loadPartners(partnersDir, {
    publicDir: `${ROOT}public`,
    allowPrivateNetwork: config.webhookAllowPrivateNetwork,
    // A webhook whose secretEnv is unset stops the start, named at its own file and line.
    webhookSecrets: config.webhookSecrets,
    // So does a webhook `auth` variable that is unset.
    environment: process.env,
  });
  if (problems.length > 0) fail(problems);
  if (partners.length === 0) fail([`No partner files in ${partnersDir}: add at least one (docs/PARTNERS.md).`]);
  const printAddresses = (port: number) => {
    for (const line of funnelAddresses(
      config.host,
      port,
      partners.map((partner) => partner.slug),
      partners.filter((partner) => partner.embed).map((partner) => partner.slug),
    ))
      console.log(line);
  };
  if (cluster.isPrimary && config.webConcurrency > 1) {
    // The session secret is settled above, before any process starts: a generated one is written once, read by all.
    serveInCluster({ processes: config.webConcurrency, entry: fileURLToPath(import.meta.url), onListening: printAddresses });
    return;
  }

  // PGlite gets its own folder: DATA_DIR also holds the generated session secret.
  const target: DatabaseTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
  let database;
  try {
    database = await openDatabase(target);
  } catch (error) {
    fail([databaseOpenFailure(target, error)]);
  }
  // `npm run deliveries` asks this server over loopback with it (server/delivery/operator/operator-access.ts); not
  // a cluster's processes, which would each hold another token.
  const operatorToken = newOperatorToken();
  let removeOperatorAccess = () => {};
  let app;
  try {
    const distDir = process.env.DIST_DIR?.trim() || `${ROOT}dist`;
    app = buildApp({
      db: database,
      partners,
      config,
      distDir,
      logger: loggerOptions(process.env.LOG_LEVEL?.trim() || 'info'),
      operatorToken: cluster.isPrimary ? operatorToken : undefined,
    });
  } catch (error) {
    await database.close();
    fail([error instanceof Error ? error.message : String(error)]);
  }

  // Tools that open the embedded database directly (npm run deliveries) must wait for this process to stop.
  const unmark = target.kind === 'pglite' ? markEmbeddedServer(config.dataDir) : () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    setTimeout(() => {
      app.log.error('shutdown deadline passed with requests still open');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      // Stops accepting, answers in-flight requests, then the database closes last.
      await app.close();
      await database.close();
      unmark();
      removeOperatorAccess();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const listening = typeof port === 'object' && port ? port.port : config.port;
  // One process: `npm run deliveries` asks it. In a cluster the processes share no token, and the command opens
  // DATABASE_URL itself; the primary prints the addresses once, when every process listens.
  if (cluster.isPrimary) {
    removeOperatorAccess = writeOperatorAccess(config.dataDir, {
      url: loopbackUrl(config.host, listening),
      token: operatorToken,
      pid: process.pid,
    });
    printAddresses(listening);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

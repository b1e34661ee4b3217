/**
 * `npm run deliveries`: the latest outbox deliveries (event id, type, partner, endpoint or mailbox, status,
 * attempts, next attempt, last error) from the configured database (DATABASE_URL, else PGlite under DATA_DIR).
 * `npm run deliveries -- replay <event id>`: every delivery of that event is due again, with the same
 * `webhook-id`, and one delivery pass runs here at once (docs/PARTNERS.md, "Bookings and leads").
 * On the embedded database the server must be stopped first: PGlite allows one process per folder.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../core/clock';
import { loadConfig } from '../server/config/load-config';
import { embeddedServerPid } from '../server/db/embedded-server-pid';
import { openDatabase, type DatabaseTarget } from '../server/db/open-database';
import { createAppDeliveryMail } from '../server/delivery/outbox/app-delivery-mail';
import { createAppDeliveryWorker } from '../server/delivery/outbox/app-delivery-worker';
import { listDeliveries, type DeliveryListing } from '../server/delivery/outbox/list-deliveries';
import { replayEvent } from '../server/delivery/outbox/replay-event';
import { loadPartners } from '../server/partners/load-partners';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'Usage: npm run deliveries [-- replay <event id>]';

function table(rows: DeliveryListing[]): string {
  const header = ['event', 'type', 'partner', 'endpoint or mailbox', 'status', 'attempts', 'next attempt', 'last error'];
  const cells = rows.map((row) => [
    row.eventId,
    row.type,
    row.partner,
    row.channel === 'customer_email' ? 'customer (email)' : row.target,
    row.status,
    String(row.attempts),
    row.nextAttemptAt?.toISOString() ?? '-',
    row.lastError ?? '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i]!.length)));
  return [header, ...cells]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const [command, eventId, ...rest] = process.argv.slice(2);
  if ((command !== undefined && command !== 'replay') || (command === 'replay' && (!eventId || rest.length > 0))) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    const pid = embeddedServerPid(config.dataDir);
    if (pid !== null) {
      console.error(`The server (pid ${pid}) holds the embedded database in ${config.dataDir}: stop it first, or use DATABASE_URL.`);
      process.exit(1);
    }
  }
  const target: DatabaseTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
  const database = await openDatabase(target);
  try {
    if (command === 'replay') {
      const replayed = await replayEvent(database.db, eventId!, systemClock.now());
      if (replayed === null) {
        console.error(`No event ${eventId}.`);
        process.exitCode = 1;
        return;
      }
      const { partners, problems } = loadPartners(process.env.PARTNERS_DIR?.trim() || join(ROOT, 'partners'));
      if (problems.length > 0) throw new Error(problems.join('\n'));
      // Fastify's logger is a pino logger; its type only adds the child-logger signature the worker never calls.
      const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;
      const worker = createAppDeliveryWorker({
        db: database.db,
        config,
        partners: new Map(partners.map((p) => [p.slug, p])),
        clock: systemClock,
        log,
        mail: createAppDeliveryMail(config, log),
      });
      await worker.runOnce();
      console.log(`Replayed ${eventId} (${replayed} deliver${replayed === 1 ? 'y' : 'ies'}):`);
      console.log(table((await listDeliveries(database.db, 1000)).filter((row) => row.eventId === eventId)));
      return;
    }
    const rows = await listDeliveries(database.db);
    console.log(rows.length === 0 ? 'No deliveries yet.' : table(rows));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

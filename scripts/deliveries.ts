/**
 * `npm run deliveries` (docs/PARTNERS.md, "Deliveries"): what the outbox sent, is sending and gave up, for a dispatcher.
 *   npm run deliveries                              the latest deliveries
 *   npm run deliveries -- show <reference>          one booking's events, by the reference the customer reads out
 *   npm run deliveries -- show <reference> --body   and the body each webhook received, as sent (keys masked)
 *   npm run deliveries -- replay <event id> [--customer]   sends its webhooks and partner email once more
 *   npm run deliveries -- test <partner>            a signed booking.test with the example lead to each endpoint
 * While the server runs it asks the server over loopback (server/delivery/operator/operator-access.ts), so it works
 * on the embedded database too; otherwise it opens the database itself (DATABASE_URL, else PGlite under DATA_DIR).
 * No row shows personal data: the customer is 'customer', a webhook its host. Only --body prints a lead, as sent.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../core/clock';
import type { AppConfig } from '../server/config/app-config';
import { loadConfig } from '../server/config/load-config';
import { embeddedServerPid } from '../server/db/embedded-server-pid';
import { openDatabase, type DatabaseTarget } from '../server/db/open-database';
import { readOperatorAccess } from '../server/delivery/operator/operator-access';
import { sendTestEvents, type TestAnswer } from '../server/delivery/operator/send-test-event';
import { bodiesAsSent, type BodyAsSent } from '../server/delivery/operator/bodies-as-sent';
import { createAppDeliveryMail } from '../server/delivery/outbox/app-delivery-mail';
import { createAppDeliveryWorker } from '../server/delivery/outbox/app-delivery-worker';
import { listDeliveries, type DeliveryListing } from '../server/delivery/outbox/list-deliveries';
import { loadPartners } from '../server/partners/load-partners';
import type { ServerPartner } from '../server/partners/server-partner';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = [
  'Usage: npm run deliveries',
  '       npm run deliveries -- show <reference> [--body]',
  '       npm run deliveries -- replay <event id> [--customer]',
  '       npm run deliveries -- test <partner slug>',
].join('\n');

type Command =
  | { kind: 'list' }
  | { kind: 'show'; reference: string; body: boolean }
  | { kind: 'replay'; eventId: string; customer: boolean }
  | { kind: 'test'; partner: string };

function parse(args: string[]): Command | null {
  const [command, argument, ...rest] = args;
  if (command === undefined) return { kind: 'list' };
  if (!argument) return null;
  if (command === 'show' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--body'))) {
    return { kind: 'show', reference: argument, body: rest[0] === '--body' };
  }
  if (command === 'test' && rest.length === 0) return { kind: 'test', partner: argument };
  if (command === 'replay' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--customer'))) {
    return { kind: 'replay', eventId: argument, customer: rest[0] === '--customer' };
  }
  return null;
}

function table(rows: DeliveryListing[]): string {
  const header = ['time', 'reference', 'event', 'type', 'partner', 'channel', 'target', 'status', 'attempts', 'next attempt', 'last error'];
  const cells = rows.map((row) => [
    row.createdAt.slice(0, 19).replace('T', ' '),
    row.reference ?? '-',
    row.eventId,
    row.type,
    row.partner,
    row.channel,
    row.target,
    row.replayedAt ? `${row.status}, replayed` : row.status,
    String(row.attempts),
    row.nextAttemptAt?.slice(0, 19).replace('T', ' ') ?? '-',
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

function answers(list: TestAnswer[]): string {
  return list.length === 0 ? 'The partner has no webhooks.' : list.map(({ endpoint, answer }) => `${endpoint}  ${answer}`).join('\n');
}

/** What each command does, either through the running server or on the database itself. */
interface Operator {
  list(reference?: string): Promise<DeliveryListing[]>;
  bodies(reference: string): Promise<BodyAsSent[]>;
  replay(eventId: string, customer: boolean): Promise<DeliveryListing[] | null>;
  test(partner: string): Promise<TestAnswer[] | null>;
  close(): Promise<void>;
}

function serverOperator(url: string, token: string): Operator {
  const call = async <T>(path: string, body?: unknown): Promise<T | null> => {
    const response = await fetch(`${url}/operator/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (response.status === 404 && body !== undefined) return null;
    if (!response.ok) throw new Error(`The server answered ${response.status}: ${await response.text()}`);
    // The operator routes (server/delivery/operator/) answer each call's own shape.
    return (await response.json()) as T;
  };
  return {
    list: async (reference) =>
      (await call<DeliveryListing[]>(`/deliveries${reference ? `?reference=${encodeURIComponent(reference)}` : ''}`)) ?? [],
    bodies: async (reference) => (await call<BodyAsSent[]>(`/bodies?reference=${encodeURIComponent(reference)}`)) ?? [],
    replay: (eventId, customer) => call('/replay', { eventId, customer }),
    test: (partner) => call('/test', { partner }),
    close: async () => {},
  };
}

async function databaseOperator(config: AppConfig): Promise<Operator> {
  if (!config.databaseUrl) {
    const pid = embeddedServerPid(config.dataDir);
    if (pid !== null) throw new Error(`The server (pid ${pid}) holds ${config.dataDir} but left no operator.json there: restart it.`);
  }
  const target: DatabaseTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
  const database = await openDatabase(target);
  const { partners, problems } = loadPartners(process.env.PARTNERS_DIR?.trim() || join(ROOT, 'partners'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const bySlug = new Map<string, ServerPartner>(partners.map((p) => [p.slug, p]));
  // Fastify's logger is a pino logger; its type only adds the child-logger signature the worker never calls.
  const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;
  const mail = createAppDeliveryMail(config, log);
  const worker = createAppDeliveryWorker({ db: database.db, config, partners: bySlug, clock: systemClock, log, mail });
  return {
    list: (reference) => listDeliveries(database.db, reference ? { reference, limit: 1000 } : {}),
    bodies: (reference) =>
      bodiesAsSent(database.db, reference, { partners: bySlug, secrets: config.webhookSecrets, credential: config.webhookCredential }),
    // Only this event: the worker is never started here, so no other delivery is attempted.
    replay: (eventId, customer) => worker.replay(eventId, { customer }),
    test: async (slug) => {
      const partner = bySlug.get(slug);
      if (!partner) return null;
      return sendTestEvents(partner, {
        secrets: config.webhookSecrets,
        credential: config.webhookCredential,
        allowPrivateNetwork: config.webhookAllowPrivateNetwork,
        timeoutMs: config.deliveryTimeoutMs,
        now: systemClock.now(),
      });
    },
    close: async () => {
      mail.close?.();
      await database.close();
    },
  };
}

async function main(): Promise<void> {
  const command = parse(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const access = readOperatorAccess(config.dataDir);
  const operator = access ? serverOperator(access.url, access.token) : await databaseOperator(config);
  try {
    if (command.kind === 'replay') {
      const replayed = await operator.replay(command.eventId, command.customer);
      if (!replayed) {
        console.error(`No event ${command.eventId}.`);
        process.exitCode = 1;
        return;
      }
      console.log(`Replayed ${command.eventId}:`);
      console.log(table(replayed));
    } else if (command.kind === 'test') {
      const sent = await operator.test(command.partner);
      if (!sent) {
        console.error(`No partner ${command.partner}.`);
        process.exitCode = 1;
        return;
      }
      console.log(answers(sent));
    } else {
      const rows = await operator.list(command.kind === 'show' ? command.reference : undefined);
      console.log(rows.length === 0 ? 'No deliveries yet.' : table(rows));
      if (command.kind === 'show' && command.body) {
        for (const sent of await operator.bodies(command.reference))
          console.log(`\n${sent.eventId} ${sent.type} to ${sent.endpoint}:\n${sent.body}`);
      }
    }
  } finally {
    await operator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

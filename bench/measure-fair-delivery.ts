/**
 * Fair delivery (docs/PERFORMANCE.md): the app with its delivery worker running as `npm start` runs it (embedded
 * database, real HTTP, emails as .eml files), Summit's webhook pointed at a receiver that never answers and
 * Bayside's at one that answers at once. 30 Summit pay-later conversions, then 3 Bayside ones: each Bayside webhook
 * and every email (partner's and customer's, both partners) timed from its conversion's answer to its sending.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from '../server/build-app';
import { loadConfig } from '../server/config/load-config';
import { openDatabase } from '../server/db/open-database';
import { createAppDeliveryMail } from '../server/delivery/outbox/app-delivery-mail';
import type { DeliveryMail } from '../server/delivery/outbox/delivery-mail';
import type { MailMessage } from '../server/delivery/mail/mail-message';
import { loadPartners } from '../server/partners/load-partners';
import { COMPLETE_BOOKING, COMPLETE_COLORADO_BOOKING, onItsOwnWeek } from '../testkit/test-bookings';
import { percentile } from './median';
import { portOf } from './port-of';
import { newVisitor, saveHeaders } from './visitor';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface FairDeliveryRun {
  /** Bayside's webhooks and every email, conversion to sending. */
  deliveries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

async function receiver(answer: boolean, arrived: Map<string, number>) {
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      // The body is a lead event (schemas/lead-event.schema.json): the server wrote it.
      const reference = (JSON.parse(body) as { data: { reference: string } }).data.reference;
      if (!arrived.has(`webhook:${reference}`)) arrived.set(`webhook:${reference}`, performance.now());
      // Summit's receiver hangs: it reads the request and never answers.
      if (answer) response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${portOf(server.address())}/hook` };
}

export async function measureFairDelivery(summitConversions = 30, baysideConversions = 3): Promise<FairDeliveryRun> {
  const arrived = new Map<string, number>();
  const summitArrived = new Map<string, number>();
  const [bayside, summit] = await Promise.all([receiver(true, arrived), receiver(false, summitArrived)]);
  const dataDir = mkdtempSync(join(tmpdir(), 'fair-delivery-bench-'));
  const database = await openDatabase({ kind: 'pglite' });
  const { partners } = loadPartners(join(ROOT, 'partners'));
  const hooks: Record<string, string> = { 'bayside-movers': bayside.url, 'summit-moving': summit.url };
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    BENCH_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
  });
  const app = buildApp({
    db: database,
    partners: partners.map((p) =>
      hooks[p.slug]
        ? {
            ...p,
            delivery: {
              ...p.delivery,
              webhooks: [{ url: hooks[p.slug]!, events: ['booking.converted'], secretEnv: 'BENCH_WEBHOOK_SECRET' }],
            },
          }
        : p,
    ),
    config,
    distDir: existsSync(join(ROOT, 'dist/index.html')) ? join(ROOT, 'dist') : join(ROOT, 'tests/fixtures/server-dist'),
    logger: false,
    rateLimits: { perSession: { max: 1_000_000, timeWindow: '1 minute' }, perAddress: { max: 1_000_000, timeWindow: '1 minute' } },
    // The real mail transport (.eml files), each sending timed.
    mail: timedMail(createAppDeliveryMail(config, silentLog()), arrived),
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const converted = new Map<string, number>();
  try {
    let customers = 0;
    const convert = async (slug: string, fields: Record<string, unknown>) => {
      // A customer each: one address is mailed at most 10 times a day (CUSTOMER_EMAILS_PER_ADDRESS_DAY).
      const booking = { ...fields, email: `customer${++customers}@example.com` };
      const visitor = await newVisitor(baseUrl, slug);
      const headers = saveHeaders(visitor);
      const saved = await fetch(`${baseUrl}/api/v1/booking`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ booking: { ...visitor.booking, ...booking } }),
      });
      if (!saved.ok) throw new Error(`${slug} save: ${saved.status}`);
      const answer = await fetch(`${baseUrl}/api/v1/booking/pay-later`, { method: 'POST', headers });
      if (!answer.ok) throw new Error(`${slug} pay later: ${answer.status}`);
      // The pay-later answer is the stored booking (core/booking-wire.ts), reference included.
      const { reference } = (await answer.json()) as { reference: string };
      converted.set(`${slug}:${reference}`, performance.now());
      return reference;
    };
    const summitRefs: string[] = [];
    for (let i = 0; i < summitConversions; i++) summitRefs.push(await convert('summit-moving', onItsOwnWeek(COMPLETE_COLORADO_BOOKING, i)));
    const baysideRefs: string[] = [];
    for (let i = 0; i < baysideConversions; i++) baysideRefs.push(await convert('bayside-movers', onItsOwnWeek(COMPLETE_BOOKING, i)));
    const expected = [
      ...baysideRefs.map((reference) => [`webhook:${reference}`, `bayside-movers:${reference}`] as const),
      ...[...summitRefs.map((r) => [r, 'summit-moving'] as const), ...baysideRefs.map((r) => [r, 'bayside-movers'] as const)].flatMap(
        ([reference, slug]) => [`partner:${reference}`, `customer:${reference}`].map((key) => [key, `${slug}:${reference}`] as const),
      ),
    ];
    const deadline = performance.now() + 30_000;
    while (expected.some(([key]) => !arrived.has(key)) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // A delivery that never came counts as the whole wait.
    const latencies = expected.map(([key, conversion]) => (arrived.get(key) ?? Number.POSITIVE_INFINITY) - converted.get(conversion)!);
    return {
      deliveries: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
    };
  } finally {
    await app.close();
    await database.close();
    bayside.server.closeAllConnections();
    summit.server.closeAllConnections();
    bayside.server.close();
    summit.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The app's mail, each message's sending timed under 'partner:<reference>' or 'customer:<reference>'. */
function timedMail(mail: DeliveryMail<MailMessage>, arrived: Map<string, number>): DeliveryMail<MailMessage> {
  return {
    ...mail,
    send: async (message) => {
      const sent = await mail.send(message);
      // The message id starts with the reference and ends with the recipient (server/delivery/mail/mail-id.ts).
      const [reference] = message.id.split('.');
      const recipient = message.id.endsWith('.customer') ? 'customer' : 'partner';
      arrived.set(`${recipient}:${reference}`, performance.now());
      return sent;
    },
  };
}

function silentLog(): Parameters<typeof createAppDeliveryMail>[1] {
  return pino({ level: 'silent' });
}

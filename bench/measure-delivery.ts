/**
 * Conversion to delivery (docs/PERFORMANCE.md): the app with its delivery worker running as `npm start` runs
 * it (embedded database, real HTTP), Bayside's webhook pointed at a receiver on loopback; 50 pay-later
 * conversions one after another, each timed from the conversion's answer to its webhook's arrival.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/build-app';
import { loadConfig } from '../server/config/load-config';
import { openDatabase } from '../server/db/open-database';
import { loadPartners } from '../server/partners/load-partners';
import { COMPLETE_BOOKING, onItsOwnWeek } from '../testkit/test-bookings';
import { percentile } from './median';
import { portOf } from './port-of';
import { newVisitor, saveHeaders, SLUG } from './visitor';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface DeliveryRun {
  conversions: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export async function measureDelivery(conversions = 50): Promise<DeliveryRun> {
  const arrived = new Map<string, number>();
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      // The body is a lead event (schemas/lead-event.schema.json): the server wrote it.
      const reference = (JSON.parse(body) as { data: { reference: string } }).data.reference;
      if (!arrived.has(reference)) arrived.set(reference, performance.now());
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${portOf(receiver.address())}/hook`;
  const dataDir = mkdtempSync(join(tmpdir(), 'delivery-bench-'));
  const database = await openDatabase({ kind: 'pglite' });
  const { partners } = loadPartners(join(ROOT, 'partners'));
  const app = buildApp({
    db: database,
    partners: partners.map((p) =>
      p.slug === SLUG
        ? { ...p, delivery: { ...p.delivery, webhooks: [{ url: hook, events: ['booking.converted'], secretEnv: 'BENCH_WEBHOOK_SECRET' }] } }
        : p,
    ),
    config: loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      BENCH_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
    }),
    distDir: existsSync(join(ROOT, 'dist/index.html')) ? join(ROOT, 'dist') : join(ROOT, 'tests/fixtures/server-dist'),
    logger: false,
    rateLimits: { perSession: { max: 1_000_000, timeWindow: '1 minute' }, perAddress: { max: 1_000_000, timeWindow: '1 minute' } },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const sent = new Map<string, number>();
  try {
    for (let i = 0; i < conversions; i++) {
      const visitor = await newVisitor(baseUrl);
      const headers = saveHeaders(visitor);
      const saved = await fetch(`${baseUrl}/api/v1/booking`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ booking: { ...visitor.booking, ...onItsOwnWeek(COMPLETE_BOOKING, i) } }),
      });
      if (!saved.ok) throw new Error(`save: ${saved.status}`);
      const converted = await fetch(`${baseUrl}/api/v1/booking/pay-later`, { method: 'POST', headers });
      if (!converted.ok) throw new Error(`pay later: ${converted.status}`);
      // The pay-later answer is the stored booking (core/booking-wire.ts), reference included.
      sent.set(((await converted.json()) as { reference: string }).reference, performance.now());
    }
    const deadline = performance.now() + 30_000;
    while (arrived.size < conversions && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    await app.close();
    await database.close();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // A webhook that never came counts as the whole wait.
  const latencies = [...sent].map(([reference, at]) => (arrived.get(reference) ?? Number.POSITIVE_INFINITY) - at);
  return { conversions, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), maxMs: Math.max(...latencies) };
}

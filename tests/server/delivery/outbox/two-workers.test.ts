/**
 * Two real server processes (server/main.ts) on one PostgreSQL, each with its own delivery worker: 200
 * conversions spread over both, every webhook delivered once, none twice (claims with FOR UPDATE SKIP LOCKED,
 * server/delivery/outbox/claim-deliveries.ts). Each customer comes from its own address (TRUST_PROXY), as
 * behind a load balancer.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOverHttp, startBookingOverHttp } from '../../helpers/http-visitor';
import { startServerProcesses, type ServerProcesses } from '../../helpers/server-processes';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../../helpers/test-databases';
import { partnersDirWithWebhook, WEBHOOK_SECRET_ENV } from '../../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const CONVERSIONS = 200;

describe.skipIf(!TEST_DATABASE_URL)('two server processes delivering from one PostgreSQL', () => {
  let shared: SharedPostgres;
  let receiver: WebhookReceiver;
  let partnersDir: string;
  let processes: ServerProcesses;
  let servers: string[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    partnersDir = partnersDirWithWebhook(receiver.url);
    // Without SMTP_URL each process writes its emails under its own DATA_DIR.
    processes = await startServerProcesses(shared.url, 2, {
      PARTNERS_DIR: partnersDir,
      [WEBHOOK_SECRET_ENV]: `whsec_${randomBytes(32).toString('base64')}`,
      WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
    });
    servers = processes.urls;
  }, 120_000);

  afterAll(async () => {
    await processes?.stop();
    await shared?.drop();
    await receiver?.close();
    if (partnersDir) rmSync(partnersDir, { recursive: true, force: true });
  });

  it('delivers each of 200 conversions made on either process exactly once', async () => {
    const convert = async (i: number) => {
      const server = servers[i % 2]!;
      const visitor = await startBookingOverHttp(server, 'bayside-movers', COMPLETE_BOOKING);
      expect((await callOverHttp(visitor, 'POST', '/api/v1/booking/pay-later')).status).toBe(200);
    };
    for (let start = 0; start < CONVERSIONS; start += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, k) => convert(start + k)));
    }
    const deadline = Date.now() + 60_000;
    while (new Set(receiver.answered).size < CONVERSIONS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    // A few more polls of both workers (each polls every half second when idle): nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(new Set(receiver.answered).size).toBe(CONVERSIONS);
    expect(receiver.received).toHaveLength(CONVERSIONS);
  }, 180_000);
});

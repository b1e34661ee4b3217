/**
 * Two real server processes (server/main.ts) on one PostgreSQL, each with its own delivery worker: 200
 * conversions spread over both, every webhook delivered once, none twice (claims with FOR UPDATE SKIP LOCKED,
 * server/delivery/outbox/claim-deliveries.ts). Each customer comes from its own address (TRUST_PROXY), as
 * behind a load balancer.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { callOverHttp, startBookingOverHttp } from '../../helpers/http-visitor';
import { startServerProcess } from '../../helpers/server-process';
import { TEST_SESSION_SECRET } from '../../helpers/test-app';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../../helpers/test-databases';
import { partnersDirWithWebhook, WEBHOOK_SECRET_ENV } from '../../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const CONVERSIONS = 200;

describe.skipIf(!TEST_DATABASE_URL)('two server processes delivering from one PostgreSQL', () => {
  let shared: SharedPostgres;
  let database: AppDatabase;
  let receiver: WebhookReceiver;
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  let servers: string[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    // Migrated once here, as a deploy does before the processes start.
    database = await openDatabase({ kind: 'postgres', url: shared.url });
    const partnersDir = partnersDirWithWebhook(receiver.url);
    folders.push(partnersDir);
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const start = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'two-workers-process-'));
      folders.push(dataDir);
      return startServerProcess(
        {
          PORT: '0',
          // Each process writes its emails (no SMTP_URL) under its own folder.
          DATA_DIR: dataDir,
          DATABASE_URL: shared.url,
          PARTNERS_DIR: partnersDir,
          SESSION_SECRET: TEST_SESSION_SECRET,
          TRUST_PROXY: 'loopback',
          [WEBHOOK_SECRET_ENV]: secret,
          WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        },
        (child) => children.push(child),
      );
    };
    servers = (await Promise.all([start(), start()])).map((process) => process.url);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))),
    );
    await database?.close();
    await shared?.drop();
    await receiver?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
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

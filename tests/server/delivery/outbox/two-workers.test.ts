/**
 * Two app instances on one PostgreSQL, each with its own connection pool and its own delivery worker running,
 * as two server processes are: 200 conversions spread over both, every webhook delivered once, none twice
 * (claims with FOR UPDATE SKIP LOCKED, server/delivery/outbox/claim-deliveries.ts).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { fakeDeliveryMail } from '../../helpers/fake-delivery-mail';
import { api, startBooking, testApp } from '../../helpers/test-app';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../../helpers/test-databases';
import { partnersWithWebhook } from '../../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const CONVERSIONS = 200;
const UNLIMITED = { perSession: { max: 1_000_000, timeWindow: '1 minute' }, perAddress: { max: 1_000_000, timeWindow: '1 minute' } };

describe.skipIf(!TEST_DATABASE_URL)('two delivery workers on one PostgreSQL', () => {
  let shared: SharedPostgres;
  let receiver: WebhookReceiver;
  const databases: AppDatabase[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    databases.push(...(await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: shared.url })))));
    for (const database of databases) {
      apps.push(
        testApp(database, {
          partners: partnersWithWebhook(receiver.url),
          mail: fakeDeliveryMail(),
          rateLimits: UNLIMITED,
          deliveryWorker: true,
          deliveryPollMs: 50,
          env: { BAYSIDE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`, WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true' },
        }),
      );
    }
    await Promise.all(apps.map((app) => app.ready()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await shared?.drop();
    await receiver?.close();
  });

  it('delivers each of 200 conversions made on either instance exactly once', async () => {
    const convert = async (i: number) => {
      const app = apps[i % 2]!;
      const visitor = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
      const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
      expect(converted.statusCode).toBe(200);
    };
    for (let start = 0; start < CONVERSIONS; start += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, k) => convert(start + k)));
    }
    const deadline = Date.now() + 60_000;
    while (new Set(receiver.answered).size < CONVERSIONS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    // One more round of polls on both: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(new Set(receiver.answered).size).toBe(CONVERSIONS);
    expect(receiver.received).toHaveLength(CONVERSIONS);
  }, 180_000);
});

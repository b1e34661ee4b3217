/**
 * A converted booking reaches the partner's webhook (a receiver on loopback) and mailbox through the outbox:
 * signed with Standard Webhooks, once, retried on the schedule with the same `webhook-id`, Retry-After honoured,
 * a 410 disabling the endpoint until a replay. The worker's passes run by hand on a clock the test moves.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { outboxDeliveries } from '../../../../server/db/outbox-tables';
import { createTestClock } from '../../../support/test-clock';
import { capturedLog } from '../../helpers/captured-log';
import { fakeDeliveryMail } from '../../helpers/fake-delivery-mail';
import { api, startBooking, testApp } from '../../helpers/test-app';
import { partnersWithWebhook } from '../../helpers/webhook-partners';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { validateLeadEvent } from '../../helpers/test-leads';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const SECOND = 1000;

describe('webhook delivery from the outbox', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let receiver: WebhookReceiver;
  const mail = fakeDeliveryMail();
  const log = capturedLog();
  // Webhook timestamps must be near the real time for the receiver's check: the clock starts now.
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, {
      partners: partnersWithWebhook(receiver.url),
      clock,
      mail,
      logger: log.options,
      env: { BAYSIDE_WEBHOOK_SECRET: SECRET, WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true', DELIVERY_TIMEOUT_SECONDS: '1' },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await receiver?.close();
  });

  beforeEach(async () => {
    // Each test starts with nothing due: what an earlier one left pending is given up.
    await database.db.update(outboxDeliveries).set({ status: 'failed' }).where(eq(outboxDeliveries.status, 'pending'));
    receiver.received.length = 0;
    receiver.respond = () => ({ status: 200 });
    mail.sent.length = 0;
  });

  async function payLater(): Promise<{ reference: string }> {
    const visitor = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
    return converted.json() as { reference: string };
  }

  async function deliveryOf(eventId: string) {
    const rows = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, eventId));
    return rows.find((row) => row.channel === 'webhook')!;
  }

  it('sends a converted booking once, signed with the partner secret, with the lead of the booking', async () => {
    const booking = await payLater();
    expect(booking.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    await app.jobs.runOnce();
    await app.jobs.runOnce();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const verified = new Webhook(SECRET).verify(request!.body, request!.headers as Record<string, string>) as {
      type: string;
      data: { reference: string; conversion: { type: string } };
    };
    expect(verified).toMatchObject({
      type: 'booking.converted',
      data: { reference: booking.reference, conversion: { type: 'pay_later' } },
    });
    expect(validateLeadEvent(JSON.parse(request!.body)), JSON.stringify(validateLeadEvent.errors)).toBe(true);
    expect(request!.headers['webhook-id']).toMatch(/^evt_/);
    // The partner's mailbox and the customer got theirs, once.
    expect(mail.sent.map((message) => [message.to, message.event.data.reference])).toEqual([
      ['dispatch@bayside-movers.example.com', booking.reference],
      ['customer', booking.reference],
    ]);
  });

  it('retries a 500 and a receiver that never answers on the schedule, with the same webhook-id, until it answers', async () => {
    receiver.respond = (_request, index) => (index === 0 ? { status: 500 } : index === 1 ? 'hang' : { status: 204 });
    await payLater();

    await app.jobs.runOnce();
    const eventId = String(receiver.received[0]!.headers['webhook-id']);
    const first = await deliveryOf(eventId);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'answered 500' });
    // The log says why, as the listing does.
    expect(log.lines()).toContainEqual(expect.objectContaining({ msg: 'delivery failed; will retry', eventId, reason: 'answered 500' }));
    // The first retry: 5 s, give or take a fifth.
    const firstWait = first.nextAttemptAt.getTime() - clock.now().getTime();
    expect(firstWait).toBeGreaterThanOrEqual(4 * SECOND);
    expect(firstWait).toBeLessThanOrEqual(6 * SECOND);

    clock.advance(firstWait - 1);
    await app.jobs.runOnce();
    expect(receiver.received).toHaveLength(1);

    clock.advance(1);
    await app.jobs.runOnce();
    expect(receiver.received).toHaveLength(2);
    const second = await deliveryOf(eventId);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, lastError: expect.stringContaining('no answer within 1 s') });
    // The second retry: 5 minutes, give or take a fifth.
    const secondWait = second.nextAttemptAt.getTime() - clock.now().getTime();
    expect(secondWait).toBeGreaterThanOrEqual(4 * 60 * SECOND);
    expect(secondWait).toBeLessThanOrEqual(6 * 60 * SECOND);

    clock.advance(secondWait);
    await app.jobs.runOnce();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId, eventId]);
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    // The same bytes every time, each attempt signed at its own time.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
  });

  it('waits what Retry-After asks on 429 and 503', async () => {
    receiver.respond = (_request, index) =>
      index === 0
        ? { status: 429, headers: { 'retry-after': '120' } }
        : index === 1
          ? { status: 503, headers: { 'retry-after': '7' } }
          : { status: 200 };
    await payLater();

    await app.jobs.runOnce();
    const eventId = String(receiver.received[0]!.headers['webhook-id']);
    expect((await deliveryOf(eventId)).nextAttemptAt.getTime() - clock.now().getTime()).toBe(120 * SECOND);
    clock.advance(120 * SECOND);
    await app.jobs.runOnce();
    expect((await deliveryOf(eventId)).nextAttemptAt.getTime() - clock.now().getTime()).toBe(7 * SECOND);
    clock.advance(7 * SECOND);
    await app.jobs.runOnce();
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('disables an endpoint that answers 410 until an event is replayed to it, with the same webhook-id', async () => {
    receiver.respond = () => ({ status: 410 });
    await payLater();
    await app.jobs.runOnce();
    const gone = String(receiver.received[0]!.headers['webhook-id']);
    expect(await deliveryOf(gone)).toMatchObject({ status: 'disabled', lastError: `answered 410 Gone to event ${gone}` });

    // The next booking's webhook is not sent at all.
    await payLater();
    await app.jobs.runOnce();
    expect(receiver.received).toHaveLength(1);

    receiver.respond = () => ({ status: 200 });
    const sentBefore = mail.sent.length;
    const replayed = await app.deliveries.replay(gone);
    // The webhook and the partner's email, not the customer's; each attempt counted.
    expect(replayed?.map((row) => [row.channel, row.status, row.attempts])).toEqual(
      expect.arrayContaining([
        ['webhook', 'delivered', 2],
        ['partner_email', 'delivered', 2],
        ['customer_email', 'delivered', 1],
      ]),
    );
    expect(mail.sent.slice(sentBefore).map((message) => message.to)).toEqual(['dispatch@bayside-movers.example.com']);
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([gone, gone]);
    expect(await deliveryOf(gone)).toMatchObject({ status: 'delivered', attempts: 2, replayedAt: clock.now() });
    // The next booking's webhook, disabled meanwhile, is left alone: a replay touches its own event only.
    await app.jobs.runOnce();
    expect(receiver.received).toHaveLength(2);
  });
});

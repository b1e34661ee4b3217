/**
 * A partner whose webhooks speak CRM formats with keys (docs/PARTNERS.md, "Webhooks that need a key"): a converted
 * booking reaches a Supermove endpoint that wants a header, a Granot one that wants a query key and a SmartMoving one
 * behind Basic auth, each body within its CRM's rules and signed as every webhook; a refusal's body names the refused
 * field in the delivery's last error; no key or secret reaches the log or the stored error.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { outboxDeliveries } from '../../../../server/db/outbox-tables';
import type { ServerPartner } from '../../../../server/partners/server-partner';
import { createTestClock } from '../../../support/test-clock';
import { capturedLog } from '../../helpers/captured-log';
import { fakeDeliveryMail } from '../../helpers/fake-delivery-mail';
import { api, startBooking, testApp, testPartners } from '../../helpers/test-app';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { granotProblems, smartMovingProblems, supermoveProblems } from '../formats/crm-contracts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const KEYS = {
  BAYSIDE_SUPERMOVE_KEY: `sm_${randomBytes(12).toString('hex')}`,
  BAYSIDE_GRANOT_KEY: `168D4363-${randomBytes(6).toString('hex')}`,
  BAYSIDE_SMARTMOVING_USER: `user${randomBytes(6).toString('hex')}`,
  BAYSIDE_SMARTMOVING_PASSWORD: `pw_${randomBytes(12).toString('hex')}`,
};
const MOVE_SIZES = { map: { '0': 'Studio Apt', '1': 'One BR', '2': 'Two BR', '3': 'Three BR' }, otherwise: 'Large Home' };
const EVENTS = ['booking.converted', 'booking.updated', 'booking.cancelled', 'booking.abandoned'] as const;

function partners(supermove: string, granot: string, smartmoving: string): ServerPartner[] {
  const webhooks: NonNullable<NonNullable<ServerPartner['delivery']>['webhooks']> = [
    {
      url: supermove,
      events: [...EVENTS],
      secretEnv: 'BAYSIDE_WEBHOOK_SECRET',
      format: 'supermove',
      auth: { header: 'x-make-apikey', valueEnv: 'BAYSIDE_SUPERMOVE_KEY' },
      enumMaps: { 'project.jobs.0.move_size': MOVE_SIZES },
    },
    {
      url: granot,
      events: [...EVENTS],
      secretEnv: 'BAYSIDE_WEBHOOK_SECRET',
      format: 'granot',
      auth: { query: 'apikey', valueEnv: 'BAYSIDE_GRANOT_KEY' },
    },
    {
      url: smartmoving,
      events: [...EVENTS],
      secretEnv: 'BAYSIDE_WEBHOOK_SECRET',
      format: 'smartmoving',
      auth: { basic: { userEnv: 'BAYSIDE_SMARTMOVING_USER', passwordEnv: 'BAYSIDE_SMARTMOVING_PASSWORD' } },
    },
  ];
  return testPartners().map((partner) =>
    partner.slug === 'bayside-movers'
      ? {
          ...partner,
          delivery: { email: 'dispatch@bayside-movers.example.com', webhooks },
          capacity: partner.capacity && { ...partner.capacity, payLater: 'noCrew' },
        }
      : partner,
  );
}

describe('webhooks in CRM formats, with keys', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const receivers: WebhookReceiver[] = [];
  const log = capturedLog();
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    for (const path of ['/supermove', '/granot', '/smartmoving']) receivers.push(await startWebhookReceiver(path));
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, {
      partners: partners(receivers[0]!.url, receivers[1]!.url, receivers[2]!.url),
      clock,
      mail: fakeDeliveryMail(),
      logger: log.options,
      env: { BAYSIDE_WEBHOOK_SECRET: SECRET, ...KEYS, WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true', DELIVERY_TIMEOUT_SECONDS: '2' },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const receiver of receivers) await receiver.close();
  });

  beforeEach(() => {
    for (const receiver of receivers) {
      receiver.received.length = 0;
      receiver.respond = () => ({ status: 200 });
    }
  });

  async function payLater(): Promise<string> {
    const visitor = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
    return (converted.json() as { reference: string }).reference;
  }

  it('delivers a converted booking in each format, with its key and our signature', async () => {
    const reference = await payLater();
    await app.deliveries.runOnce();
    await app.deliveries.runOnce();
    const [supermove, granot, smartmoving] = receivers.map((receiver) => receiver.received);
    for (const received of [supermove, granot, smartmoving]) {
      expect(received).toHaveLength(1);
      const request = received![0]!;
      // The Standard Webhooks signature stays on every request, over the body as sent.
      expect(() => new Webhook(SECRET).verify(request.body, request.headers as Record<string, string>)).not.toThrow();
      expect(request.headers).toMatchObject({ 'x-lead-event': 'booking.converted', 'x-lead-reference': reference });
    }
    const supermoveBody = JSON.parse(supermove![0]!.body) as Record<string, unknown>;
    expect(supermove![0]!.headers['x-make-apikey']).toBe(KEYS.BAYSIDE_SUPERMOVE_KEY);
    expect(supermoveProblems(supermoveBody, [...Object.values(MOVE_SIZES.map), MOVE_SIZES.otherwise])).toEqual([]);
    expect(supermoveBody).toMatchObject({ project: { jobs: [{ move_size: expect.any(String), date: COMPLETE_BOOKING.moveDate }] } });

    expect(new URL(granot![0]!.url, 'http://x').searchParams.get('apikey')).toBe(KEYS.BAYSIDE_GRANOT_KEY);
    expect(granotProblems(JSON.parse(granot![0]!.body) as Record<string, unknown>)).toEqual([]);

    const basic = Buffer.from(`${KEYS.BAYSIDE_SMARTMOVING_USER}:${KEYS.BAYSIDE_SMARTMOVING_PASSWORD}`).toString('base64');
    expect(smartmoving![0]!.headers.authorization).toBe(`Basic ${basic}`);
    expect(smartMovingProblems(JSON.parse(smartmoving![0]!.body) as Record<string, unknown>)).toEqual([]);
  });

  it("names the refused field from a receiver's 4xx body in the delivery's last error, keys masked, and logs no key", async () => {
    receivers[0]!.respond = (request) => ({
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'move_size "Two BR" is not configured', received: { apikey: request.headers['x-make-apikey'] } }),
    });
    await payLater();
    await app.deliveries.runOnce();
    await app.deliveries.runOnce();
    const eventId = String(receivers[0]!.received[0]!.headers['webhook-id']);
    const rows = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, eventId));
    const supermove = rows.find((row) => row.target === receivers[0]!.url)!;
    expect(supermove.status).toBe('pending');
    expect(supermove.lastError).toBe('answered 422: {"error":"move_size \\"Two BR\\" is not configured","received":{"apikey":"[secret]"}}');

    const logged = log.text();
    expect(logged).toContain('answered 422');
    const stored = JSON.stringify(rows);
    for (const secret of [SECRET, ...Object.values(KEYS)]) {
      expect(logged).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });
});

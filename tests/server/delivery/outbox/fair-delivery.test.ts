/**
 * Delivery a dispatcher can trust (docs/DECISIONS.md, "Fair delivery" and "Bounded email"): one partner's hanging
 * endpoint delays no other partner's webhooks and no email; a flat endpoint gets flat JSON, signed; convert,
 * withdraw and convert again as often as you like, the customer gets at most three emails an hour and the
 * partner one per five minutes, its latest state.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { systemClock } from '../../../../core/clock';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { enqueueEvent } from '../../../../server/delivery/outbox/enqueue-event';
import { outboxDeliveries, outboxEvents } from '../../../../server/db/outbox-tables';
import type { ServerPartner } from '../../../../server/partners/server-partner';
import { createTestClock } from '../../../support/test-clock';
import { fakeDeliveryMail } from '../../helpers/fake-delivery-mail';
import { api, startBooking, testApp, testPartners } from '../../helpers/test-app';
import { address, COMPLETE_BOOKING, NEW_YORK, SAN_FRANCISCO } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER } from '../../helpers/test-leads';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const SECOND = 1000;
/** Summit's attempts hang until the 15 s delivery deadline: anything that waited on them would arrive after it. The
 * 2 s at p95 of the budget is the bench's figure (docs/PERFORMANCE.md); a timed test only proves nothing waits. */
const DELIVERY_DEADLINE = 15 * SECOND;
const WELL_BEFORE_THE_HANG = DELIVERY_DEADLINE / 3;

function withWebhooks(hooks: Record<string, NonNullable<ServerPartner['delivery']>>): ServerPartner[] {
  return testPartners().map((partner) => (hooks[partner.slug] ? { ...partner, delivery: hooks[partner.slug] } : partner));
}

const HOOK = { events: ['booking.converted' as const], secretEnv: 'TEST_WEBHOOK_SECRET' };

describe('a hanging endpoint holds only its own share', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let summit: WebhookReceiver;
  let bayside: WebhookReceiver;
  let flat: WebhookReceiver;
  const mail = fakeDeliveryMail();
  const mailedAt = new Map<string, number>();
  let partners: ServerPartner[] = [];

  beforeAll(async () => {
    [summit, bayside, flat] = await Promise.all([startWebhookReceiver(), startWebhookReceiver(), startWebhookReceiver('/zapier')]);
    summit.respond = () => 'hang';
    const send = mail.send.bind(mail);
    mail.send = async (message) => {
      mailedAt.set(`${message.to}:${message.event.data.reference}`, performance.now());
      return send(message);
    };
    database = await openDatabase({ kind: 'pglite' });
    partners = withWebhooks({
      'summit-moving': { email: 'dispatch@summit.example.com', webhooks: [{ url: summit.url, ...HOOK }] },
      'bayside-movers': {
        email: 'dispatch@bayside.example.com',
        webhooks: [
          { url: bayside.url, ...HOOK },
          { url: flat.url, ...HOOK, format: 'flat' },
        ],
      },
    });
    app = testApp(database, {
      partners,
      mail,
      // The worker polls as `npm start` runs it; a hanging attempt holds its slot for the whole deadline.
      backgroundJobs: true,
      deliveryPollMs: 20,
      env: {
        TEST_WEBHOOK_SECRET: SECRET,
        WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        DELIVERY_TIMEOUT_SECONDS: String(DELIVERY_DEADLINE / SECOND),
      },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([summit, bayside, flat].map((receiver) => receiver?.close()));
    await app?.close();
    await database?.close();
  });

  /** A pay-later conversion's event, written as the conversion writes it: its time, once it is in the outbox. */
  async function convert(slug: string, bookingId: number): Promise<{ reference: string; at: number }> {
    const partner = partners.find((p) => p.slug === slug)!;
    const reference = `${slug === 'summit-moving' ? 'S' : 'B'}${String(bookingId).padStart(7, '0')}`;
    const now = systemClock.now();
    const lead = buildLead(
      leadInput(slug, { ...COMPLETE_BOOKING, distance: 14.2, locationId: 101, email: `ann+${bookingId}@example.com` }, PAY_LATER, {
        partner,
        reference,
      }),
    );
    const body = leadEvent('booking.converted', lead, now);
    await enqueueEvent(database.db, { type: 'booking.converted', bookingId, reference, partner, body, toCustomer: true, at: now });
    return { reference, at: performance.now() };
  }

  it("delivers Bayside's webhooks and every email long before Summit's hanging attempts time out", async () => {
    const summitEvents = [];
    for (let i = 1; i <= 30; i++) summitEvents.push(await convert('summit-moving', i));
    const baysideEvents = [];
    for (let i = 101; i <= 103; i++) baysideEvents.push(await convert('bayside-movers', i));

    const arrivedAt = new Map<string, number>();
    const deadline = performance.now() + 10 * SECOND;
    while (performance.now() < deadline && (arrivedAt.size < 3 || mailedAt.size < 2 * 33)) {
      for (const request of bayside.received) {
        const reference = (JSON.parse(request.body) as { data: { reference: string } }).data.reference;
        if (!arrivedAt.has(reference)) arrivedAt.set(reference, performance.now());
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    for (const { reference, at } of baysideEvents) expect((arrivedAt.get(reference) ?? Infinity) - at).toBeLessThan(WELL_BEFORE_THE_HANG);
    for (const { reference, at } of [...summitEvents, ...baysideEvents]) {
      const partnerMailbox = reference.startsWith('S') ? 'dispatch@summit.example.com' : 'dispatch@bayside.example.com';
      expect((mailedAt.get(`${partnerMailbox}:${reference}`) ?? Infinity) - at).toBeLessThan(WELL_BEFORE_THE_HANG);
      expect((mailedAt.get(`customer:${reference}`) ?? Infinity) - at).toBeLessThan(WELL_BEFORE_THE_HANG);
    }
    // Summit's endpoint holds a few attempts at a time, never the worker.
    expect(summit.received.length).toBeLessThanOrEqual(8);
  }, 30_000);

  it('sends a flat endpoint flat snake_case JSON, signed as every webhook is', () => {
    const request = flat.received.find((r) => r.body.includes('B0000101'))!;
    const body = new Webhook(SECRET).verify(request.body, request.headers as Record<string, string>) as Record<string, unknown>;
    expect(body).toMatchObject({
      event_type: 'booking.converted',
      reference: 'B0000101',
      contact_first_name: 'Ann',
      contact_email: 'ann+101@example.com',
      move_date: COMPLETE_BOOKING.moveDate,
      move_time_of_day: 'morning',
      origin_city: 'San Francisco',
      estimate_total: expect.any(Number),
      answer_time_of_day: expect.stringMatching(/^Morning/),
      answer_origin_property_type: 'Apartment',
    });
    // One level: no value is an object.
    expect(Object.values(body).filter((value) => value !== null && typeof value === 'object')).toEqual([]);
  });
});

describe('bounded email', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const mail = fakeDeliveryMail();
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { clock, mail, env: { DATA_DIR: '/nonexistent-unused' } });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('ten convert-withdraw-convert rounds send the customer at most 3 emails, and the partner one, then its latest state', async () => {
    const partner = testPartners().find((p) => p.slug === 'bayside-movers')!;
    const bayside = { ...partner, delivery: { email: 'dispatch@bayside.example.com' } };
    await app.close();
    app = testApp(database, { clock, mail, partners: testPartners().map((p) => (p.slug === 'bayside-movers' ? bayside : p)) });
    await app.ready();

    const visitor = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
    let booking = visitor.props.booking;
    const save = async (fields: Record<string, unknown>) => {
      const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, ...fields } });
      expect(saved.statusCode).toBe(200);
      booking = saved.json();
    };
    for (let round = 0; round < 10; round++) {
      const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
      expect(converted.statusCode).toBe(200);
      booking = converted.json();
      await app.jobs.runOnce();
      // Edited into another state, the conversion is withdrawn; edited back, it converts again.
      await save(address('origin', NEW_YORK));
      await save(address('origin', SAN_FRANCISCO));
      await app.jobs.runOnce();
      clock.advance(SECOND);
    }

    const customerMails = mail.sent.filter((message) => message.to === 'customer');
    expect(customerMails.length).toBeLessThanOrEqual(3);
    expect(mail.sent.filter((message) => message.to !== 'customer')).toHaveLength(1);
    // Each round writes to the customer twice (the confirmation, and the withdrawal's cancelled invite): all but the
    // three sent are skipped.
    const written = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.channel, 'customer_email'));
    expect(written).toHaveLength(20);
    const skipped = await database.db
      .select({ lastError: outboxDeliveries.lastError })
      .from(outboxDeliveries)
      .where(and(eq(outboxDeliveries.channel, 'customer_email'), eq(outboxDeliveries.status, 'skipped')));
    expect(skipped.length).toBe(written.length - customerMails.length);
    expect(skipped[0]?.lastError).toMatch(/customer emails about this booking in the last hour/);

    // Five minutes on, the partner gets one more email: the booking's latest state; the older ones are skipped.
    clock.advance(5 * 60 * SECOND);
    await app.jobs.runOnce();
    const partnerMails = mail.sent.filter((message) => message.to !== 'customer');
    expect(partnerMails).toHaveLength(2);
    const events = await database.db.select().from(outboxEvents).orderBy(outboxEvents.createdAt);
    expect(partnerMails[1]!.event.type).toBe(events.at(-1)!.type);
    const pending = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.status, 'pending'));
    expect(pending).toEqual([]);
  }, 60_000);

  it('drops event bodies after 90 days, keeping the rows as tombstones', async () => {
    // In one order both times: an updated row may come back elsewhere in a table scan.
    const before = await database.db.select().from(outboxEvents).orderBy(outboxEvents.id);
    expect(before.length).toBeGreaterThan(0);
    clock.advance(89 * 24 * 3_600_000);
    await app.jobs.runOnce();
    expect((await database.db.select().from(outboxEvents)).filter((event) => event.body === null)).toEqual([]);
    clock.advance(2 * 24 * 3_600_000);
    await app.jobs.runOnce();
    const after = await database.db.select().from(outboxEvents).orderBy(outboxEvents.id);
    expect(after.map((event) => [event.id, event.reference, event.body])).toEqual(before.map((event) => [event.id, event.reference, null]));
  });
});

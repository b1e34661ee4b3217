/**
 * Abandoned leads: a booking that finished the landing step and then had no save for LEAD_IDLE_MINUTES gives
 * exactly one `booking.abandoned` webhook and one partner email; converted before then, none. Logs name event
 * ids, slugs and statuses, never the customer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { createTestClock } from '../../../support/test-clock';
import { capturedLog } from '../../helpers/captured-log';
import { fakeDeliveryMail } from '../../helpers/fake-delivery-mail';
import { api, startBooking, testApp } from '../../helpers/test-app';
import { COMPLETE_BOOKING, STEP_VALUES } from '../../helpers/test-bookings';
import { validateLeadEvent } from '../../helpers/test-leads';
import { partnersWithWebhook } from '../../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const MINUTE = 60_000;

describe('abandoned leads', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let receiver: WebhookReceiver;
  const mail = fakeDeliveryMail();
  const log = capturedLog();
  // Booking times are the database's: the clock starts at the real time and moves on from there.
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, {
      partners: partnersWithWebhook(receiver.url),
      clock,
      mail,
      logger: log.options,
      env: {
        BAYSIDE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
        WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        LEAD_IDLE_MINUTES: '30',
      },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await receiver?.close();
  });

  beforeEach(() => {
    receiver.received.length = 0;
    mail.sent.length = 0;
  });

  const types = () => receiver.received.map((request) => (JSON.parse(request.body) as { type: string }).type);

  it('sends one abandoned lead after the idle time, and a later conversion still sends converted', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, { ...STEP_VALUES.landing, ...STEP_VALUES.services });
    // Not yet finished with the landing step: a booking without contact details is never a lead.
    await startBooking(app, 'bayside-movers', undefined, { firstName: 'Nobody' });

    clock.advance(29 * MINUTE);
    await app.jobs.runOnce();
    expect(receiver.received).toHaveLength(0);

    clock.advance(2 * MINUTE);
    await app.jobs.runOnce();
    clock.advance(60 * MINUTE);
    await app.jobs.runOnce();

    expect(types()).toEqual(['booking.abandoned']);
    const event = JSON.parse(receiver.received[0]!.body) as {
      data: { reference: string; conversion: unknown; contact: { email: string } };
    };
    expect(validateLeadEvent(event), JSON.stringify(validateLeadEvent.errors)).toBe(true);
    expect(event.data).toMatchObject({
      reference: visitor.props.booking.reference,
      conversion: null,
      contact: { email: 'ann@example.com' },
    });
    // The customer ticked email: they are invited back too (server/delivery/outbox/scan-resume-emails.ts).
    expect(mail.sent.map((message) => [message.to, message.event.type])).toEqual([
      ['dispatch@bayside-movers.example.com', 'booking.abandoned'],
      ['customer', 'customer.resume'],
    ]);

    // The customer comes back and books: the partner hears of the conversion too.
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...COMPLETE_BOOKING } });
    expect(saved.statusCode).toBe(200);
    expect((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);
    await app.jobs.runOnce();
    expect(types()).toEqual(['booking.abandoned', 'booking.converted']);
  });

  it('sends none for a booking converted before the idle time', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
    expect((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);

    clock.advance(45 * MINUTE);
    await app.jobs.runOnce();
    clock.advance(45 * MINUTE);
    await app.jobs.runOnce();

    expect(types()).toEqual(['booking.converted']);
    expect(mail.sent.map((message) => message.event.type)).toEqual(['booking.converted', 'booking.converted']);
  });

  it('sends none for a customer who booked with the same partner from another tab or device', async () => {
    const idle = await startBooking(app, 'bayside-movers', undefined, {
      ...STEP_VALUES.landing,
      email: 'Bo@Example.com',
      phone: '(415) 555-0199',
    });
    // Another device, the same address in other letters: converted.
    const other = await startBooking(app, 'bayside-movers', undefined, { ...COMPLETE_BOOKING, email: 'bo@example.com' });
    expect((await api(app, other, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);
    clock.advance(45 * MINUTE);
    await app.jobs.runOnce();
    expect(types()).toEqual(['booking.converted']);
    expect(idle.props.booking.reference).not.toBe(other.props.booking.reference);
  });

  it('passes over the bookings of a partner no longer configured, logging it once, and still sends the others', async () => {
    await startBooking(app, 'bayside-movers', undefined, { ...STEP_VALUES.landing, email: 'cy@example.com', phone: '(415) 555-0142' });
    // 60 idle leads of a partner removed from the configuration, older than Bayside's: more than a scan's batch.
    // (One current booking per session and partner: each under its own removed partner.)
    await database.db.execute(
      sql`insert into bookings (session_id, partner_slug, data, updated_at, created_at)
          select session_id, 'gone-movers-' || n, data, updated_at - interval '1 minute', created_at
          from bookings, generate_series(1, 60) as n where partner_slug = 'bayside-movers' and data ->> 'email' = 'cy@example.com'`,
    );
    clock.advance(45 * MINUTE);
    await app.jobs.runOnce();
    clock.advance(MINUTE);
    await app.jobs.runOnce();
    expect(types()).toEqual(['booking.abandoned']);
    expect(log.lines().filter((line) => line.partner === 'gone-movers-1' && /no longer configured/.test(String(line.msg)))).toHaveLength(1);
  });

  it('logs event ids, partner slugs and statuses, never the customer or a payload', () => {
    const lines = log.lines();
    const sent = lines.filter((line) => line.msg === 'delivery sent');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]).toMatchObject({ eventId: expect.stringMatching(/^evt_/), partner: 'bayside-movers', status: 'delivered' });
    const text = JSON.stringify(lines);
    // Whole values and words: a random event id or port may hold '555' or 'Lee' by chance.
    for (const secret of ['ann@example.com', '555-0100', 'Market St', 'Fragile mirror']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\bAnn\b|\bLee\b/);
  });
});

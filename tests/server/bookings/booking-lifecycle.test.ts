/**
 * A booking stays true after it converts (docs/FUNNEL.md, "Saving and conversions"; docs/LEADS.md): on a partner with
 * one crew per time of day, pay later takes the crew, an edit moves it or is refused and keeps its slot, a cancellation
 * frees it, and the partner's receiver hears `booking.updated` (what changed) and `booking.cancelled`. Holds cannot be
 * squatted: one address holds at most five crews however often it saves, holds and restarts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { crewClaims } from '../../../server/db/schema';
import { outboxDeliveries } from '../../../server/db/outbox-tables';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { createTestClock } from '../../support/test-clock';
import { fakeDeliveryMail } from '../helpers/fake-delivery-mail';
import { bookingIdOf } from '../helpers/booking-by-reference';
import { api, startBooking, testApp, visit, type Visitor } from '../helpers/test-app';
import { COMPLETE_BOOKING, moveDateIn } from '../helpers/test-bookings';
import { validateLeadEvent } from '../helpers/test-leads';
import { partnersWithWebhook } from '../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const DAY = moveDateIn(30);
const OTHER_DAY = moveDateIn(37);

/** Bayside with one crew each morning and afternoon, every day but Sunday, which pay later takes (the default). */
function oneCrewPartners(url: string): ServerPartner[] {
  return partnersWithWebhook(url).map((partner) =>
    partner.slug === 'bayside-movers'
      ? {
          ...partner,
          capacity: {
            ...partner.capacity!,
            payLater: 'takesCrew',
            crews: { default: { morning: 1, afternoon: 1 }, sun: { morning: 0, afternoon: 0 } },
          },
        }
      : partner,
  );
}

describe('the lifecycle of a converted booking', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let receiver: WebhookReceiver;
  const mail = fakeDeliveryMail();
  // Webhook timestamps must be near the real time for the receiver's check: the clock starts now.
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, {
      partners: oneCrewPartners(receiver.url),
      clock,
      mail,
      holdLimits: { perSession: 2, perAddress: 5 },
      // Its customers share one test email and address: the caps on unconfirmed crews are provisional-crews.test.ts's.
      env: {
        BAYSIDE_WEBHOOK_SECRET: SECRET,
        WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        DELIVERY_TIMEOUT_SECONDS: '1',
        PROVISIONAL_CREWS_PER_CONTACT: '1000',
        PROVISIONAL_CREWS_PER_ADDRESS: '1000',
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
  });

  const customer = (fields: Record<string, unknown>) => startBooking(app, 'bayside-movers', undefined, { ...COMPLETE_BOOKING, ...fields });
  const payLater = (visitor: Visitor) => api(app, visitor, 'POST', '/api/v1/booking/pay-later');
  const save = (visitor: Visitor, booking: Record<string, unknown>, fields: Record<string, unknown>) =>
    api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, ...fields } });
  /** The crew claim of the booking the reference names (answers carry no id). */
  const claimOf = async (reference: unknown) =>
    (
      await database.db
        .select()
        .from(crewClaims)
        .where(eq(crewClaims.bookingId, await bookingIdOf(database.db, reference)))
    )[0] ?? null;
  const slotOf = async (visitor: Visitor, date: string) => {
    const response = await api(app, visitor, 'GET', `/api/v1/availability?from=${date}&to=${date}`);
    return (response.json() as { days: Array<{ slots: Record<string, string> }> }).days[0]!.slots;
  };

  /** Every delivery due by then, sent: a minute on, so a `booking.updated` has waited for the edits that follow it. */
  async function deliverAll(): Promise<Array<{ type: string; data: Record<string, unknown> & { changes?: unknown[] } }>> {
    clock.advance(61_000);
    await app.jobs.runOnce();
    await app.jobs.runOnce();
    return receiver.received.map((request) => {
      const event = JSON.parse(request.body) as { type: string; data: Record<string, unknown> };
      expect(validateLeadEvent(event), JSON.stringify(validateLeadEvent.errors)).toBe(true);
      return event;
    });
  }

  it('pay later takes the crew: the second customer for a one-crew afternoon is refused with 409 and the step', async () => {
    const first = await customer({ moveDate: DAY, timeOfDay: 'afternoon' });
    const second = await customer({ moveDate: DAY, timeOfDay: 'afternoon' });
    expect((await payLater(first)).statusCode).toBe(200);
    const refused = await payLater(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ step: 'moveDate', messages: [expect.stringContaining('This time of day is fully booked')] });
    expect(await claimOf(first.props.booking.reference)).toMatchObject({ kind: 'taken', timeOfDay: 'afternoon' });
    // No countdown after a conversion: the booking's claim is its crew, not a hold.
    expect((await visit(app, 'bayside-movers', first.cookie)).props.booking.hold).toBeNull();
  });

  it('an edit into a full slot is refused and keeps the slot; into an open one it moves the crew and the partner hears what changed', async () => {
    const morning = await customer({ moveDate: DAY, timeOfDay: 'morning' });
    const converted = await payLater(morning);
    expect(converted.statusCode).toBe(200);
    await deliverAll();
    receiver.received.length = 0;

    // DAY's afternoon is the first test's: full.
    const refused = await save(morning, converted.json(), { timeOfDay: 'afternoon' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual([expect.stringContaining('This time of day is fully booked')]);
    expect(await claimOf(converted.json().reference)).toMatchObject({ kind: 'taken', moveDate: DAY, timeOfDay: 'morning' });

    const moved = await save(morning, converted.json(), { moveDate: OTHER_DAY, timeOfDay: 'afternoon' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ conversionType: 'pay_later', moveDate: OTHER_DAY, timeOfDay: 'afternoon' });
    expect(await claimOf(converted.json().reference)).toMatchObject({ kind: 'taken', moveDate: OTHER_DAY, timeOfDay: 'afternoon' });
    // One crew offered, none used: the last one reads as limited.
    expect((await slotOf(morning, DAY)).morning).toBe('limited');

    const events = await deliverAll();
    expect(events.map((event) => event.type)).toEqual(['booking.updated']);
    expect(events[0]!.data.changes).toEqual(
      expect.arrayContaining([
        { field: 'move.date', before: DAY, after: OTHER_DAY },
        { field: 'move.timeOfDay', before: 'morning', after: 'afternoon' },
      ]),
    );
    expect(events[0]!.data).toMatchObject({ move: { date: OTHER_DAY, timeOfDay: 'afternoon' }, conversion: { type: 'pay_later' } });
  });

  it('saves within a minute merge into one booking.updated carrying all their changes', async () => {
    const visitor = await customer({ moveDate: moveDateIn(44), timeOfDay: 'morning' });
    let booking = (await payLater(visitor)).json();
    await deliverAll();
    receiver.received.length = 0;
    booking = (await save(visitor, booking, { phone: '(415) 555-0199' })).json();
    clock.advance(20_000);
    booking = (await save(visitor, booking, { notes: 'Fragile boxes' })).json();
    expect(booking.notes).toBe('Fragile boxes');
    const events = await deliverAll();
    expect(events).toHaveLength(1);
    expect(events[0]!.data.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'contact.phone', after: '(415) 555-0199' }),
        expect.objectContaining({ field: 'notes', after: 'Fragile boxes' }),
      ]),
    );
    // A save that changes nothing in the lead sends nothing.
    await save(visitor, booking, {});
    expect(await deliverAll()).toHaveLength(1);
  });

  it('a cancellation frees the crew, keeps the conversion, and sends booking.cancelled with the lead as it stood', async () => {
    const date = moveDateIn(51);
    const visitor = await customer({ moveDate: date, timeOfDay: 'morning' });
    const booking = (await payLater(visitor)).json();
    await deliverAll();
    receiver.received.length = 0;
    expect((await slotOf(visitor, date)).morning).toBe('limited');
    const other = await visit(app, 'bayside-movers');
    expect((await slotOf(other, date)).morning).toBe('full');

    const cancelled = await api(app, visitor, 'POST', '/api/v1/booking/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ conversionType: 'pay_later', cancelledAt: expect.any(String) });
    expect(await claimOf(booking.reference)).toBeNull();
    expect((await slotOf(other, date)).morning).toBe('limited');
    const events = await deliverAll();
    expect(events.map((event) => [event.type, (event.data.move as { date: string }).date])).toEqual([['booking.cancelled', date]]);
    // An edit of a cancelled booking is refused.
    expect((await save(visitor, cancelled.json(), { notes: 'Changed my mind' })).statusCode).toBe(409);
    const customerMails = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.channel, 'customer_email'));
    expect(customerMails.length).toBeGreaterThan(0);
  });

  it('one address holds at most five crews however often its visitors save, hold and restart', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) {
        const visitor = await customer({ moveDate: moveDateIn(58 + 7 * i), timeOfDay: round % 2 ? 'morning' : 'afternoon' });
        statuses.push((await api(app, visitor, 'POST', '/api/v1/booking/hold')).statusCode);
        if (i % 3 === 0) {
          const reset = await app.inject({
            method: 'POST',
            url: '/partners/bayside-movers/reset',
            headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf },
          });
          expect(reset.statusCode).toBe(303);
        }
      }
    }
    const running = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(crewClaims)
      .where(and(eq(crewClaims.kind, 'hold'), or(gt(crewClaims.expiresAt, clock.now()))));
    expect(running[0]!.count).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((status) => [200, 409, 429].includes(status))));
    // Sixty visitors, one after another: a few seconds alone, more on a loaded machine.
  }, 90_000);
});

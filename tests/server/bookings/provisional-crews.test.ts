/**
 * A crew is held only by a real customer (docs/PARTNERS.md, Capacity; docs/DECISIONS.md, "A crew is held only by a
 * real customer"): with `payLater` "confirmed" (the default) pay later takes the crew provisionally; not confirmed by
 * `confirm_by` (the app's clock, the lapse job) or released by the partner, the crew goes back to its day with
 * `booking.updated` (`crew: "released"`) and one customer email; the lead stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { bookings, crewClaims } from '../../../server/db/schema';
import { outboxDeliveries, outboxEvents } from '../../../server/db/outbox-tables';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { createTestClock } from '../../support/test-clock';
import { fakeDeliveryMail } from '../helpers/fake-delivery-mail';
import { followLink, linkPath, openLink } from '../links/link-test-kit';
import { bookingByReference } from '../helpers/booking-by-reference';
import { api, readProps, startBooking, testApp, testPartners, type Visitor } from '../helpers/test-app';
import { COMPLETE_BOOKING, moveDateIn } from '../helpers/test-bookings';

const DAY = moveDateIn(30);
const HOUR = 3_600_000;

/** The `n`-th day after a Wednesday two months on: one day each (moveDateIn itself lands on Wednesdays only). */
function nthDay(n: number): string {
  const day = new Date(`${moveDateIn(60)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
}

/** Bayside with one crew each time of day, its pay later left at the default ("confirmed"). */
function oneCrewPartners(): ServerPartner[] {
  return testPartners().map((partner) =>
    partner.slug === 'bayside-movers'
      ? { ...partner, capacity: { ...partner.capacity!, payLater: undefined, crews: { default: { morning: 1, afternoon: 1 } } } }
      : partner,
  );
}

describe('provisional crews', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const clock = createTestClock(new Date());
  const mail = fakeDeliveryMail();

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { partners: oneCrewPartners(), clock, mail });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  let customers = 0;
  /** A customer with an email and phone of their own, converted by pay later. */
  async function payLaterCustomer(fields: Record<string, unknown>): Promise<{ visitor: Visitor; reference: string }> {
    customers += 1;
    const own = { email: `customer${customers}@example.com`, phone: `(415) 555-${String(1000 + customers)}` };
    const visitor = await startBooking(app, 'bayside-movers', undefined, { ...COMPLETE_BOOKING, ...own, ...fields });
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode, converted.body).toBe(200);
    return { visitor, reference: converted.json().reference as string };
  }
  const claimOf = async (reference: string) => {
    const booking = await bookingByReference(database.db, reference);
    return (await database.db.select().from(crewClaims).where(eq(crewClaims.bookingId, booking.id)))[0] ?? null;
  };
  /** The booking's outbox events, oldest first (by the app's clock: event ids are random), with the channels each is delivered on. */
  async function eventsOf(reference: string) {
    const events = await database.db
      .select({ id: outboxEvents.id, type: outboxEvents.type, body: outboxEvents.body })
      .from(outboxEvents)
      .where(eq(outboxEvents.reference, reference))
      .orderBy(asc(outboxEvents.createdAt));
    return Promise.all(
      events.map(async (event) => ({
        type: event.type,
        crew: (JSON.parse(event.body ?? '{}') as { data?: { crew?: string } }).data?.crew,
        channels: (
          await database.db
            .select({ channel: outboxDeliveries.channel })
            .from(outboxDeliveries)
            .where(and(eq(outboxDeliveries.eventId, event.id)))
        ).map((delivery) => delivery.channel),
      })),
    );
  }

  it('pay later takes the crew provisionally, until confirm_by', async () => {
    const { reference } = await payLaterCustomer({ moveDate: DAY, timeOfDay: 'morning' });
    const booking = await bookingByReference(database.db, reference);
    expect(booking.crewState).toBe('provisional');
    expect(booking.confirmBy!.getTime() - clock.now().getTime()).toBe(24 * HOUR);
    expect(booking.clientBucket).toMatch(/^[0-9a-f]{64}$/);
    expect(await claimOf(reference)).toMatchObject({ kind: 'taken', moveDate: DAY, timeOfDay: 'morning' });
    expect(await eventsOf(reference)).toEqual([
      { type: 'booking.converted', crew: 'provisional', channels: expect.arrayContaining(['partner_email', 'customer_email']) },
    ]);
  });

  it("the partner's release frees the crew with booking.updated (crew: released) and one customer email; the lead stays", async () => {
    const { reference } = await payLaterCustomer({ moveDate: DAY, timeOfDay: 'afternoon' });
    clock.advance(1_000);
    const released = await app.bookings.releaseUnconfirmed({ partnerSlug: 'bayside-movers', moveDate: DAY }, clock.now());
    expect(released).toContain(reference);
    expect(await claimOf(reference)).toBeNull();
    const booking = await bookingByReference(database.db, reference);
    expect(booking).toMatchObject({ crewState: 'released', confirmBy: null, conversionType: 'pay_later', cancelledAt: null });
    const events = await eventsOf(reference);
    expect(events.map((event) => event.type)).toEqual(['booking.converted', 'booking.updated']);
    expect(events[1]).toMatchObject({ crew: 'released', channels: expect.arrayContaining(['customer_email']) });
    expect(events[1]!.channels.filter((channel) => channel === 'customer_email')).toHaveLength(1);
    // Released once: a second call finds nothing.
    expect(await app.bookings.releaseUnconfirmed({ partnerSlug: 'bayside-movers', moveDate: DAY }, clock.now())).toEqual([]);
  });

  /** Every provisional crew of the partner released: each test starts from a day with no unconfirmed crews. */
  const clearUnconfirmed = () => app.bookings.releaseUnconfirmed({ partnerSlug: 'bayside-movers' }, clock.now());

  it('the lapse job frees a crew not confirmed in confirmWithinHours; a confirmed one keeps it; a GET of the link changes nothing', async () => {
    await clearUnconfirmed();
    const unconfirmed = await payLaterCustomer({ moveDate: moveDateIn(40), timeOfDay: 'morning' });
    const confirmed = await payLaterCustomer({ moveDate: moveDateIn(40), timeOfDay: 'afternoon' });
    await app.jobs.runOnce();
    const path = linkPath(mail.sent, confirmed.reference, 'confirmUrl');

    const shown = await openLink(app, path, '10.9.0.1');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Confirm my booking');
    expect(await bookingByReference(database.db, confirmed.reference)).toMatchObject({ crewState: 'provisional' });

    // The customer reads the email a little later: the confirmation's event comes after the conversion's.
    clock.advance(1_000);
    const pressed = await followLink(app, path, '10.9.0.1');
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('Your booking is confirmed');
    expect(await bookingByReference(database.db, confirmed.reference)).toMatchObject({ crewState: 'firm', confirmBy: null });

    // A minute before the deadline nothing lapses; after it the unconfirmed crew goes back to its day.
    clock.advance(24 * HOUR - 60_000);
    await app.jobs.runOnce();
    expect(await bookingByReference(database.db, unconfirmed.reference)).toMatchObject({ crewState: 'provisional' });
    clock.advance(2 * 60_000);
    await app.jobs.runOnce();
    expect(await bookingByReference(database.db, unconfirmed.reference)).toMatchObject({
      crewState: 'released',
      conversionType: 'pay_later',
    });
    expect(await claimOf(unconfirmed.reference)).toBeNull();
    expect(await claimOf(confirmed.reference)).toMatchObject({ kind: 'taken', timeOfDay: 'afternoon' });
    const lapsed = await eventsOf(unconfirmed.reference);
    expect(lapsed.map((event) => [event.type, event.crew])).toEqual([
      ['booking.converted', 'provisional'],
      ['booking.updated', 'released'],
    ]);
    expect(lapsed[1]!.channels.filter((channel) => channel === 'customer_email')).toHaveLength(1);
    // The confirmation told the partner too; no release for the confirmed one.
    expect((await eventsOf(confirmed.reference)).map((event) => [event.type, event.crew])).toEqual([
      ['booking.converted', 'provisional'],
      ['booking.updated', 'firm'],
    ]);
    // The release email goes once, with the link that takes the slot back while it is free.
    clock.advance(2 * 60_000);
    await app.jobs.runOnce();
    const releaseMails = mail.sent.filter(
      (message) =>
        message.to === 'customer' && message.event.type === 'booking.updated' && message.event.data.reference === unconfirmed.reference,
    );
    expect(releaseMails).toHaveLength(1);
    expect(releaseMails[0]!.links?.confirmUrl).toBeDefined();
  });

  it('a second pay-later booking with the same email converts without a crew, and its page offers the first booking', async () => {
    await clearUnconfirmed();
    const email = 'same.person@example.com';
    const first = await payLaterCustomer({ moveDate: nthDay(35), timeOfDay: 'morning', email });
    const second = await payLaterCustomer({ moveDate: nthDay(36), timeOfDay: 'morning', email: 'Same.Person@example.com' });
    expect(await bookingByReference(database.db, first.reference)).toMatchObject({ crewState: 'provisional' });
    expect(await bookingByReference(database.db, second.reference)).toMatchObject({ crewState: 'none', conversionType: 'pay_later' });
    expect(await claimOf(second.reference)).toBeNull();
    const page = await app.inject({ url: '/partners/bayside-movers/book', headers: { cookie: second.visitor.cookie } });
    expect(readProps(page.body).booking).toMatchObject({ crew: 'none', crewHeldBy: first.reference });
    expect((await eventsOf(second.reference))[0]).toMatchObject({ type: 'booking.converted', crew: 'none' });
  });

  it('the squatting loop (6 sessions, one address, save + pay later + Restart) ends with at most 3 crews, all provisional', async () => {
    await clearUnconfirmed();
    const references: string[] = [];
    const sessions = Array.from({ length: 6 }, () => '');
    // Each session books the next day, a made-up name and email each time, then restarts: 5 rounds of 6.
    for (let round = 0; round < 5; round++) {
      for (let session = 0; session < sessions.length; session++) {
        const day = nthDay(round * sessions.length + session);
        customers += 1;
        const fake = { firstName: `Fake${customers}`, email: `fake${customers}@example.com`, phone: `(415) 555-${2000 + customers}` };
        const visitor = await startBooking(app, 'bayside-movers', sessions[session] || undefined, {
          ...COMPLETE_BOOKING,
          ...fake,
          moveDate: day,
          timeOfDay: 'morning',
        });
        sessions[session] = visitor.cookie;
        const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
        expect(converted.statusCode, converted.body).toBe(200);
        references.push(converted.json().reference as string);
        const restarted = await app.inject({
          method: 'POST',
          url: '/partners/bayside-movers/reset',
          headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf },
        });
        expect(restarted.statusCode).toBe(303);
      }
    }
    const rows = await database.db.select().from(bookings).where(inArray(bookings.reference, references));
    expect(rows).toHaveLength(30);
    const held = rows.filter((row) => row.crewState !== 'none');
    expect(held.length).toBeLessThanOrEqual(3);
    expect(held.every((row) => row.crewState === 'provisional')).toBe(true);
    const claims = await database.db
      .select()
      .from(crewClaims)
      .where(
        inArray(
          crewClaims.bookingId,
          rows.map((row) => row.id),
        ),
      );
    expect(claims.length).toBe(held.length);
    // Every conversion past the cap is still a lead, with crew: "none".
    expect(rows.every((row) => row.conversionType === 'pay_later')).toBe(true);
  });

  it('a typed address gets no more customer emails a day than the cap, however often the loop types it', async () => {
    await clearUnconfirmed();
    const email = 'victim@example.com';
    const references: string[] = [];
    for (let i = 0; i < 14; i++)
      references.push((await payLaterCustomer({ moveDate: nthDay(i), timeOfDay: 'afternoon', email })).reference);
    clock.advance(61_000);
    await app.jobs.runOnce();
    await app.jobs.runOnce();
    const customerMails = mail.sent.filter((message) => message.to === 'customer' && references.includes(message.event.data.reference));
    expect(customerMails.length).toBeGreaterThan(0);
    expect(customerMails.length).toBeLessThanOrEqual(10);
    // The partner still hears of every booking, one email each.
    const partnerMails = mail.sent.filter((message) => message.to !== 'customer' && references.includes(message.event.data.reference));
    expect(partnerMails).toHaveLength(14);
  });
});

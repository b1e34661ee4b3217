/**
 * A crew is held only by a real customer (docs/PARTNERS.md, Capacity; docs/DECISIONS.md, "A crew is held only by a
 * real customer"): with `payLater` "confirmed" (the default) pay later takes the crew provisionally; not confirmed by
 * `confirm_by` (the app's clock, the lapse job) or released by the partner, the crew goes back to its day with
 * `booking.updated` (`crew: "released"`) and one customer email; the lead stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { crewClaims } from '../../../server/db/schema';
import { outboxDeliveries, outboxEvents } from '../../../server/db/outbox-tables';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { createTestClock } from '../../support/test-clock';
import { bookingByReference } from '../helpers/booking-by-reference';
import { api, startBooking, testApp, testPartners, type Visitor } from '../helpers/test-app';
import { COMPLETE_BOOKING, moveDateIn } from '../helpers/test-bookings';

const DAY = moveDateIn(30);
const HOUR = 3_600_000;

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

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { partners: oneCrewPartners(), clock, mail: null });
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
  /** The booking's outbox events, oldest first, with the channels each is delivered on. */
  async function eventsOf(reference: string) {
    const events = await database.db
      .select({ id: outboxEvents.id, type: outboxEvents.type, body: outboxEvents.body })
      .from(outboxEvents)
      .where(eq(outboxEvents.reference, reference))
      .orderBy(asc(outboxEvents.createdAt), asc(outboxEvents.id));
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
});

/**
 * Events in the order things happened (docs/LEADS.md, "Event order"): a `booking.updated` waits a minute for the edits
 * that follow it, a cancellation or withdrawal goes at once. An update still waiting is folded into the cancellation
 * (its changes carried there, its deliveries skipped); one already partly sent is never sent again after it; no
 * customer email follows a cancellation; a withdrawal cancels the customer's invite.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { outboxDeliveries, outboxEvents } from '../../../../server/db/outbox-tables';
import { inviteSequence } from '../../../../server/delivery/outbox/invite-sequence';
import { createTestClock } from '../../../support/test-clock';
import { bookingByReference, bookingIdOf } from '../../helpers/booking-by-reference';
import { testOutbox } from '../../helpers/test-outbox';
import { fakeDeliveryMail } from '../../helpers/fake-delivery-mail';
import { api, startBooking, testApp, type Visitor } from '../../helpers/test-app';
import { address, COMPLETE_BOOKING, moveDateIn, NEW_YORK } from '../../helpers/test-bookings';
import { validateLeadEvent } from '../../helpers/test-leads';
import { partnersWithWebhook } from '../../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

interface Received {
  type: string;
  timestamp: string;
  data: Record<string, unknown> & { reference: string; changes?: unknown[] };
}

describe('events in the order things happened', () => {
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
      partners: partnersWithWebhook(receiver.url),
      clock,
      mail,
      env: { BAYSIDE_WEBHOOK_SECRET: SECRET, WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true', DELIVERY_TIMEOUT_SECONDS: '1' },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await receiver?.close();
  });

  beforeEach(() => {
    receiver.respond = () => ({ status: 200 });
  });

  const save = (visitor: Visitor, booking: Record<string, unknown>, fields: Record<string, unknown>) =>
    api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, ...fields } });

  /** A pay-later booking whose confirmation went out. */
  async function converted(days: number): Promise<{ visitor: Visitor; booking: Record<string, unknown> & { reference: string } }> {
    // An address of its own: the customer email caps count per address (email-gate.ts).
    const fields = { ...COMPLETE_BOOKING, moveDate: moveDateIn(days), email: `ann+${days}@example.com` };
    const visitor = await startBooking(app, 'bayside-movers', undefined, fields);
    const answer = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(answer.statusCode, answer.body).toBe(200);
    await deliverAfter(0);
    return { visitor, booking: answer.json() };
  }

  /** The clock moved on by `ms`, then every delivery due by then tried. */
  async function deliverAfter(ms: number): Promise<void> {
    clock.advance(ms);
    await app.deliveries.runOnce();
    await app.deliveries.runOnce();
  }

  /** The webhooks received about a booking, in arrival order. */
  function arrived(reference: string): Received[] {
    return receiver.received
      .map((request) => JSON.parse(request.body) as Received)
      .filter((event) => {
        expect(validateLeadEvent(event), JSON.stringify(validateLeadEvent.errors)).toBe(true);
        return event.data.reference === reference;
      });
  }

  /** The customer's emails about a booking, in the order they were sent: the events they were about. */
  const customerEmails = (reference: string) =>
    mail.sent.filter((sent) => sent.to === 'customer' && sent.event.data.reference === reference).map((sent) => sent.event.type);

  /** A receiver that upserts each event by reference as it arrives holds the last one to arrive. */
  const heldByArrivalOrder = (events: Received[]) => events.at(-1);

  /** The deliveries of the booking's events of this type. */
  const deliveriesOf = async (reference: string, type: string) =>
    database.db
      .select({
        channel: outboxDeliveries.channel,
        status: outboxDeliveries.status,
        attempts: outboxDeliveries.attempts,
        lastError: outboxDeliveries.lastError,
      })
      .from(outboxDeliveries)
      .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
      .where(and(eq(outboxEvents.bookingId, await bookingIdOf(database.db, reference)), eq(outboxEvents.type, type)));

  it('edit then cancel within the merge minute: the update is carried in booking.cancelled, nothing follows it', async () => {
    const { visitor, booking } = await converted(40);
    const newDate = moveDateIn(47);
    const edited = await save(visitor, booking, { moveDate: newDate, notes: 'Piano in the hall' });
    expect(edited.statusCode, edited.body).toBe(200);
    clock.advance(20_000);
    const cancelled = await api(app, visitor, 'POST', '/api/v1/booking/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverAfter(0);
    // The merge minute passes, and an hour: nothing more arrives.
    await deliverAfter(61_000);
    await deliverAfter(3_600_000);

    const events = arrived(booking.reference);
    expect(events.map((event) => event.type)).toEqual(['booking.converted', 'booking.cancelled']);
    expect(events.at(-1)!.data.changes).toEqual(
      expect.arrayContaining([
        { field: 'move.date', before: moveDateIn(40), after: newDate },
        { field: 'notes', before: COMPLETE_BOOKING.notes, after: 'Piano in the hall' },
      ]),
    );
    const held = heldByArrivalOrder(events)!;
    expect(held.type).toBe('booking.cancelled');
    expect(held.data.move).toMatchObject({ date: newDate });
    expect(customerEmails(booking.reference)).toEqual(['booking.converted', 'booking.cancelled']);

    // The update's deliveries were marked skipped in the cancellation's transaction, naming the event carrying them.
    const updates = await deliveriesOf(booking.reference, 'booking.updated');
    // The webhook, the partner's mailbox and the customer (the date changed).
    expect(updates).toHaveLength(3);
    for (const update of updates)
      expect(update).toMatchObject({ status: 'skipped', attempts: 0, lastError: expect.stringMatching(/^superseded/) });
    // An edit after the cancellation is refused by the desk; and were one written, the outbox writes no customer email for it.
    expect((await save(visitor, cancelled.json(), { notes: 'Changed my mind' })).statusCode).toBe(409);
    const row = await bookingByReference(database.db, booking.reference);
    const late = await testOutbox(clock).recordUpdate(database.db, row, { ...row, data: { ...row.data, moveDate: moveDateIn(75) } });
    expect(late).not.toBeNull();
    const lateDeliveries = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, late!));
    expect(lateDeliveries.map((delivery) => delivery.channel)).not.toContain('customer_email');
    expect(lateDeliveries.length).toBeGreaterThan(0);
  });

  it('an update already partly sent is not tried again after the cancellation', async () => {
    const { visitor, booking } = await converted(54);
    const edited = await save(visitor, booking, { moveDate: moveDateIn(68) });
    expect(edited.statusCode, edited.body).toBe(200);
    // The endpoint fails the update: its webhook waits for a retry while the emails about it went.
    receiver.respond = (request) => ({ status: (JSON.parse(request.body) as Received).type === 'booking.updated' ? 500 : 200 });
    await deliverAfter(61_000);
    expect(customerEmails(booking.reference)).toEqual(['booking.converted', 'booking.updated']);
    receiver.respond = () => ({ status: 200 });

    expect((await api(app, visitor, 'POST', '/api/v1/booking/cancel')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await deliverAfter(15 * 60_000);

    const events = arrived(booking.reference);
    // The failed attempt reached the receiver (it answered 500); after the cancellation, only the cancellation.
    expect(events.map((event) => event.type)).toEqual(['booking.converted', 'booking.updated', 'booking.cancelled']);
    expect(heldByArrivalOrder(events)!.type).toBe('booking.cancelled');
    expect(customerEmails(booking.reference)).toEqual(['booking.converted', 'booking.updated', 'booking.cancelled']);
    const updates = await deliveriesOf(booking.reference, 'booking.updated');
    // The customer's went; the webhook's retry, and the partner's email held by its five-minute bound, were superseded.
    const superseded = { status: 'skipped', lastError: expect.stringMatching(/^superseded/) };
    expect(updates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'customer_email', status: 'delivered' }),
        expect.objectContaining({ channel: 'webhook', ...superseded }),
        expect.objectContaining({ channel: 'partner_email', ...superseded }),
      ]),
    );
  });

  it('a withdrawal takes in the waiting update and cancels the customer’s invite with the next SEQUENCE', async () => {
    const { visitor, booking } = await converted(61);
    const edited = await save(visitor, booking, { notes: 'Call before noon' });
    expect(edited.statusCode, edited.body).toBe(200);
    clock.advance(10_000);
    const withdrawn = await save(visitor, edited.json(), address('origin', NEW_YORK));
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().conversionType ?? null).toBeNull();
    await deliverAfter(0);
    await deliverAfter(61_000);

    // Back in the funnel, the booking may later be sent as an abandoned lead: not an event of its conversion.
    const events = arrived(booking.reference).filter((event) => event.type !== 'booking.abandoned');
    expect(events.map((event) => event.type)).toEqual(['booking.converted', 'booking.conversion_withdrawn']);
    expect(events.at(-1)!.data.changes).toEqual(
      expect.arrayContaining([{ field: 'notes', before: COMPLETE_BOOKING.notes, after: 'Call before noon' }]),
    );
    expect(customerEmails(booking.reference)).toEqual(['booking.converted', 'booking.conversion_withdrawn']);
    // The withdrawal's invite follows the confirmation's (0) and the folded update's (1).
    const bookingId = await bookingIdOf(database.db, booking.reference);
    const [event] = await database.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.bookingId, bookingId), eq(outboxEvents.type, 'booking.conversion_withdrawn')));
    expect(await inviteSequence(database.db, { eventId: event!.id, bookingId })).toBe(2);
  });
});

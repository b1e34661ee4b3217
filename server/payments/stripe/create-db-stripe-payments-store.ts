/** StripePaymentsStore on the app's database (PGlite or PostgreSQL through Drizzle). */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { bookingEvents, bookings } from '../../db/schema';
import { stripeCustomers, stripeEvents, type StripeContact } from './payments-table';
import type { PayNowChange, PayNowRecord, StripePaymentsStore } from './stripe-payments-store';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** One conditional update, so the verify call and the webhook racing each other convert once and log once. */
async function markPayNowIn(tx: Tx, record: PayNowRecord): Promise<PayNowChange> {
  const updated = await tx
    .update(bookings)
    .set({ conversionType: 'pay_now', unserviceableReason: null, revision: sql`${bookings.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, record.bookingId), or(isNull(bookings.conversionType), ne(bookings.conversionType, 'pay_now'))))
    .returning();
  const booking = updated[0];
  if (booking) {
    await tx.insert(bookingEvents).values({
      bookingId: booking.id,
      kind: 'convert',
      revision: booking.revision,
      payload: {
        conversionType: 'pay_now',
        setupIntentId: record.setupIntentId,
        paymentMethodId: record.paymentMethodId,
        source: record.source,
        ...(record.eventId ? { eventId: record.eventId } : {}),
      },
    });
    return { booking, changed: true };
  }
  const current = await tx.select().from(bookings).where(eq(bookings.id, record.bookingId)).limit(1);
  return { booking: current[0] ?? null, changed: false };
}

export function createDbStripePaymentsStore(db: AppDb): StripePaymentsStore {
  return {
    async findCustomer(bookingId) {
      const rows = await db
        .select({ customerId: stripeCustomers.customerId, contact: stripeCustomers.contact })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.bookingId, bookingId))
        .limit(1);
      return rows[0] ?? null;
    },

    async saveCustomer(bookingId, customerId, contact: StripeContact) {
      await db
        .insert(stripeCustomers)
        .values({ bookingId, customerId, contact })
        .onConflictDoNothing({ target: stripeCustomers.bookingId });
      const rows = await db
        .select({ customerId: stripeCustomers.customerId })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.bookingId, bookingId));
      const stored = rows[0];
      if (!stored) throw new Error(`Stripe customer row for booking ${bookingId} vanished after insert`);
      return stored.customerId;
    },

    async updateCustomerContact(bookingId, contact) {
      await db
        .update(stripeCustomers)
        .set({ contact, updatedAt: sql`now()` })
        .where(eq(stripeCustomers.bookingId, bookingId));
    },

    markPayNow(record) {
      return db.transaction((tx) => markPayNowIn(tx, record));
    },

    recordWebhookEvent(record) {
      return db.transaction(async (tx) => {
        // The primary key claims the event: a concurrent redelivery waits here for this transaction and then conflicts.
        const claimed = await tx
          .insert(stripeEvents)
          .values({ id: record.eventId, type: record.type, bookingId: record.bookingId, outcome: 'pending' })
          .onConflictDoNothing({ target: stripeEvents.id })
          .returning({ id: stripeEvents.id });
        if (claimed.length === 0) {
          const previous = await tx.select({ outcome: stripeEvents.outcome }).from(stripeEvents).where(eq(stripeEvents.id, record.eventId));
          return { duplicate: true, outcome: previous[0]?.outcome ?? 'unknown' };
        }
        let outcome = record.ignoredBecause ?? 'ignored';
        if (record.payNow) {
          const change = await markPayNowIn(tx, record.payNow);
          outcome = !change.booking ? 'ignored_booking_missing' : change.changed ? 'pay_now' : 'already_pay_now';
        }
        await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, record.eventId));
        return { duplicate: false, outcome };
      });
    },
  };
}

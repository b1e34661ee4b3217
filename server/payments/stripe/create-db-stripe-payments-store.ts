/** StripePaymentsStore on the app's database (PGlite or PostgreSQL through Drizzle). */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import type { RecordConversion } from '../../bookings/desk-deps';
import { lockBooking, type ConversionTx } from '../../db/conversion-transaction';
import { stripeCustomers, stripeEvents, type StripeContact } from '../../db/payments-table';
import type { BookingRow } from '../../db/booking-repository';
import { RefusedError } from '../../bookings/refused-error';
import { recordMovement, type PaymentMovement } from '../../db/payment-movements';
import { STRIPE_MESSAGES } from './stripe-messages';
import type {
  DepositPaid,
  PayNowChange,
  PayNowRecord,
  StripePaymentsStore,
  WebhookEventRecord,
  WebhookEventResult,
} from './stripe-payments-store';

/** The booking changed after it was judged: the webhook's transaction rolls back and the event is judged again. */
class JudgedRevisionMoved extends Error {}

/**
 * In the conversion transaction: pay_now once (the verify call and the webhook racing each other convert
 * once and log once), and only while the locked booking is still at the revision the flow judged.
 */
async function markPayNowIn(tx: ConversionTx, recordConversion: RecordConversion, record: PayNowRecord): Promise<PayNowChange> {
  const locked = await lockBooking(tx, record.bookingId);
  if (!locked || locked.conversionType === 'pay_now') return { booking: locked, changed: false };
  if (locked.revision !== record.checkedRevision) return { booking: locked, changed: false, stale: true };
  // Through the booking desk's transition table: pay now secures the spot (one crew of the move's date and time of
  // day, or the whole conversion is refused with 409), a cancelled or closed booking refuses it, and the partner hears of it.
  // A deposit's charge is recorded first, so the partner's booking.converted carries it (rolled back with a refusal).
  if (record.deposit) await recordMovement(tx, record.bookingId, chargeOf(record.deposit));
  const booking = await recordConversion(
    tx,
    locked,
    { type: 'pay_now' },
    {
      conversionType: 'pay_now',
      ...(record.deposit ? { paymentIntentId: record.deposit.paymentIntentId } : { setupIntentId: record.setupIntentId }),
      paymentMethodId: record.paymentMethodId,
      source: record.source,
      ...(record.eventId ? { eventId: record.eventId } : {}),
    },
  );
  if (record.deposit) checkDepositAsShown(booking, record.deposit);
  return { booking, changed: true };
}

/**
 * The deposit paid, as the charge of the booking converted in `tx`: only of exactly the amount the customer was shown
 * and stored with the conversion (core/payment/payment-terms.ts); anything else rolls the conversion back (409).
 */
function checkDepositAsShown(booking: BookingRow, deposit: DepositPaid): void {
  const shown = booking.paymentTerms;
  if (!shown || shown.mode !== 'deposit' || shown.dueTodayCents !== deposit.amountCents || shown.currency !== deposit.currency)
    throw new RefusedError({ status: 409, messages: [STRIPE_MESSAGES.depositNotAsShown] });
}

const chargeOf = (deposit: DepositPaid): PaymentMovement => ({
  kind: 'charge',
  amountCents: deposit.amountCents,
  currency: deposit.currency,
  stripeId: deposit.paymentIntentId,
  status: 'succeeded',
});

/** `recordConversion`: the booking desk's (server/bookings/booking-desk.ts), which takes the crew and tells the partner. */
export function createDbStripePaymentsStore(db: AppDb, recordConversion: RecordConversion): StripePaymentsStore {
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
      return db.transaction((tx) => markPayNowIn(tx, recordConversion, record));
    },

    async recordWebhookEvent(record) {
      try {
        return await recordWebhookEventIn(db, recordConversion, record);
      } catch (error) {
        if (error instanceof JudgedRevisionMoved) return { duplicate: false, outcome: 'stale' };
        throw error;
      }
    },
  };
}

function recordWebhookEventIn(db: AppDb, recordConversion: RecordConversion, record: WebhookEventRecord): Promise<WebhookEventResult> {
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
      const change = await markPayNowIn(tx, recordConversion, record.payNow);
      // Rolls the claim back too, so the event is judged again on the booking as it now is.
      if (change.stale) throw new JudgedRevisionMoved();
      outcome = !change.booking ? 'ignored_booking_missing' : change.changed ? 'pay_now' : 'already_pay_now';
    }
    await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, record.eventId));
    return { duplicate: false, outcome };
  });
}

/**
 * What the Stripe integration keeps beside the bookings (drizzle.config.ts lists this file; its migration
 * is drizzle/0001_stripe_payments.sql). Separate tables, not `bookings.data`:
 * every save replaces `data` with what the browser sent, and the browser must never be able to choose
 * the Stripe customer a card is saved to.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './schema';

/** The contact as last sent to Stripe, so a changed email or phone updates the customer instead of making another. */
export interface StripeContact {
  email: string | null;
  name: string | null;
  phone: string | null;
}

/** One Stripe customer per booking: a card saved for a booking belongs to that booking's customer and no other. */
export const stripeCustomers = pgTable('stripe_customers', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  customerId: text('customer_id').notNull().unique(),
  contact: jsonb('contact').$type<StripeContact>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every webhook event handled, by Stripe's event id: a redelivered event finds its row and changes nothing.
 * `booking_id` is a plain column (no foreign key): a test-mode account shared by several environments
 * sends events naming bookings this database never had, and those must still be acknowledged.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  bookingId: integer('booking_id'),
  /** 'pay_now' (booking converted), 'already_pay_now', or why it was ignored. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What moved: a deposit charged, a refund of it, a late-cancellation fee (kept from the deposit or charged to the card). */
export const PAYMENT_MOVEMENT_KINDS = ['charge', 'refund', 'fee'] as const;
export type PaymentMovementKind = (typeof PAYMENT_MOVEMENT_KINDS)[number];

/**
 * Every money movement of a booking with Stripe's id (a PaymentIntent's pi_…, a refund's re_…): the lead and the
 * partner's `booking.updated` / `booking.cancelled` carry them (docs/LEADS.md, `payment`). A fee kept from a deposit has
 * the deposit's PaymentIntent id and no charge of its own. `status` is Stripe's word: 'succeeded', or 'requires_action'
 * for a fee the customer's bank wants them to authenticate (they are emailed a link), or 'failed'.
 */
export const paymentMovements = pgTable(
  'payment_movements',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind').$type<PaymentMovementKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    stripeId: text('stripe_id').notNull(),
    status: text('status').notNull(),
    // A fee the customer's bank wants them to authenticate: Stripe's page for it, which their email links to.
    actionUrl: text('action_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_movements_booking_id').on(table.bookingId),
    // One charge per PaymentIntent, one refund per Stripe refund, one fee per booking's intent: a webhook and the
    // verify call recording the same movement record it once.
    uniqueIndex('payment_movements_kind_stripe_id').on(table.kind, table.stripeId),
    check('payment_movements_kind', sql`${table.kind} in ('charge', 'refund', 'fee')`),
    check('payment_movements_amount', sql`${table.amountCents} >= 0`),
  ],
);

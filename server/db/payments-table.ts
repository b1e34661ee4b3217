/**
 * What the Stripe integration keeps beside the bookings (drizzle.config.ts lists this file; its migration
 * is drizzle/0001_stripe_payments.sql). Separate tables, not `bookings.data`:
 * every save replaces `data` with what the browser sent, and the browser must never be able to choose
 * the Stripe customer a card is saved to.
 */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

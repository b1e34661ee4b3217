/**
 * The outbox (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes"): an event row is written in the same
 * transaction as the change it describes and keeps the exact body every attempt sends, so a retry, a restart
 * or a replay sends the same bytes under the same `webhook-id`. Each event fans out into deliveries, one per
 * webhook endpoint or mailbox, each a row an operator can list and replay (`npm run deliveries`).
 * No foreign key to bookings: an abandoned booking may be deleted (server/db/expire-abandoned.ts) while its
 * lead is still on its way.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The ways a delivery goes (server/delivery/outbox/delivery-channels.ts has one attempt for each). */
export const DELIVERY_CHANNELS = ['webhook', 'partner_email', 'customer_email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const outboxEvents = pgTable(
  'outbox_events',
  {
    /** The Standard Webhooks `webhook-id`, the same for every attempt and replay. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    bookingId: integer('booking_id').notNull(),
    partnerSlug: text('partner_slug').notNull(),
    /** The booking's public reference, the one a customer reads out: `npm run deliveries -- show <reference>`. */
    reference: text('reference'),
    /**
     * The JSON body `{ type, timestamp, data }` exactly as sent: never rebuilt. Null once dropped, OUTBOX_BODY_DAYS
     * after the event (purge-outbox-bodies.ts): the row stays as a tombstone, with no personal data.
     */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('outbox_events_booking_id').on(table.bookingId),
    index('outbox_events_reference').on(table.reference),
    // An abandoned lead is sent once per booking, whichever process scans first.
    uniqueIndex('outbox_events_abandoned_once')
      .on(table.bookingId)
      .where(sql`${table.type} = 'booking.abandoned'`),
    // So is the customer's "Continue your moving quote" email (RESUME_EMAIL_EVENT, server/delivery/outbox/scan-resume-emails.ts).
    uniqueIndex('outbox_events_resume_once')
      .on(table.bookingId)
      .where(sql`${table.type} = 'customer.resume'`),
  ],
);

export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => outboxEvents.id),
    /** Typed as its check constraint below admits (DeliveryChannel). */
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    /** The webhook URL, the partner's mailbox, or 'customer' (the address stays in the event's body, out of listings). */
    target: text('target').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker's claim: until then no other process takes the row; a process that died lets it lapse. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When an operator last sent it again (`npm run deliveries -- replay`). */
    replayedAt: timestamp('replayed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('outbox_deliveries_event_target').on(table.eventId, table.channel, table.target),
    index('outbox_deliveries_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('outbox_deliveries_channel', sql`${table.channel} in ('webhook', 'partner_email', 'customer_email')`),
    check('outbox_deliveries_status', sql`${table.status} in ('pending', 'delivered', 'failed', 'disabled', 'skipped')`),
  ],
);

/** Endpoints that answered 410 Gone: nothing more is sent there until an operator replays an event to it. */
export const disabledWebhookEndpoints = pgTable(
  'disabled_webhook_endpoints',
  {
    partnerSlug: text('partner_slug').notNull(),
    url: text('url').notNull(),
    reason: text('reason').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.partnerSlug, table.url] })],
);

/**
 * Customer emails let through the bounds (email-gate.ts), one row per delivery, written under a lock on the address
 * and the booking before the email is sent: deliveries claimed at once, by one process or several, are counted
 * against CUSTOMER_EMAILS_PER_BOOKING_HOUR and CUSTOMER_EMAILS_PER_ADDRESS_DAY one after another. The address is kept
 * as a hash (no personal data); rows older than a day are dropped.
 */
export const customerEmailSends = pgTable(
  'customer_email_sends',
  {
    deliveryId: integer('delivery_id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    /** sha256 of the address in lower case, hex. */
    addressHash: text('address_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('customer_email_sends_address').on(table.addressHash, table.sentAt),
    index('customer_email_sends_booking').on(table.bookingId, table.sentAt),
    index('customer_email_sends_sent_at').on(table.sentAt),
  ],
);

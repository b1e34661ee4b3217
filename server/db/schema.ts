/**
 * The database tables (docs/DEPLOY.md). drizzle-kit generates the migrations in drizzle/ from this file.
 * Sessions live here, not in memory, so any number of server processes can serve one visitor.
 */
import { sql } from 'drizzle-orm';
import type { Booking } from '../../core/booking';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One visitor's browser, identified by a random id in a signed cookie. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  csrfToken: text('csrf_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One booking per session and partner is current (archived_at null); a reset archives it and starts
 * another, so an old booking is never overwritten or deleted. `id` is the customer's Booking ID.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    partnerSlug: text('partner_slug').notNull(),
    // Written only from a booking the body schema checked (server/bookings/to-stored-data.ts).
    data: jsonb('data').$type<Booking>().notNull(),
    conversionType: text('conversion_type'),
    unserviceableReason: text('unserviceable_reason'),
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    // Two tabs opening the page at once must not create two current bookings.
    uniqueIndex('bookings_current_per_session_partner')
      .on(table.sessionId, table.partnerSlug)
      .where(sql`${table.archivedAt} is null`),
  ],
);

/**
 * Append-only: every save, conversion and reset with what it changed (db/booking-repository.ts), never the body
 * as sent. Kept EVENT_RETENTION_DAYS (db/purge-old-events.ts), whatever happens to the booking, so it outlives the
 * abandoned bookings the expiry removes (db/expire-abandoned.ts): `booking_id` names a booking that may be gone,
 * and carries no foreign key.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    kind: text('kind').notNull(),
    revision: integer('revision').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_events_booking_id').on(table.bookingId),
    check('booking_events_kind', sql`${table.kind} in ('save', 'convert', 'reset')`),
  ],
);

/**
 * Rate-limit counters that every process sees, used on PostgreSQL (server/security/shared-rate-limit-store.ts);
 * one process on PGlite counts in memory. A row is one key's current window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at').on(table.resetAt)],
);

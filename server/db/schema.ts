/**
 * The database tables (docs/DEPLOY.md). drizzle-kit generates the migrations in drizzle/ from this file.
 * Sessions live here, not in memory, so any number of server processes can serve one visitor.
 */
import { sql } from 'drizzle-orm';
import type { Booking } from '../../core/booking';
import type { PaymentTerms } from '../../core/payment/payment-terms';
import { TIMES_OF_DAY } from '../../core/capacity/partner-capacity';
import { BOOKING_REFERENCE_DEFAULT } from './booking-reference-default';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One visitor's browser, identified by a random id in a signed cookie. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  csrfToken: text('csrf_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One booking per session and partner is current (archived_at null); a reset archives it and starts
 * another, so an old booking is never overwritten or deleted. `id` is internal; customers and partners see `reference`.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    // The customer's and the partner's name for the booking (complete page, emails, webhooks); the id stays internal.
    reference: text('reference').notNull().default(BOOKING_REFERENCE_DEFAULT),
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
    // When the customer cancelled the converted booking (server/bookings/cancel-booking.ts): it keeps its conversion,
    // and its manage links stop opening (server/links/).
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Who cancelled it, 'customer' (the manage page) or 'partner' (npm run bookings -- cancel), and the partner's
    // reason: the lead's `cancellation` and both emails say it (server/bookings/partner-bookings/cancel-by-partner.ts).
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    // The booking's crew as the lead names it (docs/LEADS.md, `crew`; server/bookings/crew-state.ts): none taken, taken
    // provisionally until the customer confirms by `confirm_by`, firm, or released (a lapse or a cancellation).
    crewState: text('crew_state').notNull().default('none'),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    // The client address the booking converted from, as a bucket (IPv6 by /64) hashed under the session secret: the
    // caps on provisional crews count by it, and the partner's listing shows it; the address itself is never stored.
    clientBucket: text('client_bucket'),
    // The money the customer was shown when the booking converted to pay now (core/payment/payment-terms.ts): every
    // charge, refund and fee of the booking reads these amounts, never recomputed (docs/DECISIONS.md, "Deposits").
    paymentTerms: jsonb('payment_terms').$type<PaymentTerms>(),
  },
  (table) => [
    // Two tabs opening the page at once must not create two current bookings.
    uniqueIndex('bookings_reference').on(table.reference),
    check('bookings_cancelled_by', sql`(${table.cancelledBy} is null or ${table.cancelledBy} in ('customer', 'partner'))`),
    check('bookings_crew_state', sql`${table.crewState} in ('none', 'provisional', 'firm', 'released')`),
    check('bookings_confirm_by', sql`(${table.crewState} = 'provisional') = (${table.confirmBy} is not null)`),
    // The lapse job and the caps read provisional crews only.
    index('bookings_provisional')
      .on(table.partnerSlug, table.confirmBy)
      .where(sql`${table.crewState} = 'provisional'`),
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
 * Rate-limit counters that every process sees, used on PostgreSQL for the limits placed 'shared'
 * (server/security/rate-limit-placement.ts, shared-rate-limit-store.ts); one process on PGlite counts in memory.
 * A row is one key's current window.
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

/**
 * Crews of a partner's day and time of day that bookings hold (15 minutes, from the summary) or have taken (pay now,
 * and pay later unless the partner says `noCrew`: server/capacity/pay-later-takes-crew.ts).
 * Each row is one numbered crew, 1 to the number the partner offers, and the unique index allows one row per crew:
 * two customers racing for the last crew both try its number and the database lets exactly one insert win, on one
 * process or many (docs/DECISIONS.md, "Capacity"). `crew` is null for a partner without capacity (unlimited crews).
 * A booking holds or takes at most one crew; deleting the booking frees it.
 */
export const crewClaims = pgTable(
  'crew_claims',
  {
    id: serial('id').primaryKey(),
    partnerSlug: text('partner_slug').notNull(),
    moveDate: date('move_date', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day', { enum: TIMES_OF_DAY }).notNull(),
    crew: integer('crew'),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** When a hold lapses; null once taken (server/capacity/hold-expiry.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A hold's client address (IPv6 by /64), so one address holds at most HOLDS_PER_ADDRESS crews; null once taken. */
    heldFrom: text('held_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crew_claims_one_row_per_crew').on(table.partnerSlug, table.moveDate, table.timeOfDay, table.crew),
    uniqueIndex('crew_claims_one_per_booking').on(table.bookingId),
    check('crew_claims_kind', sql`${table.kind} in ('hold', 'taken')`),
    check('crew_claims_time_of_day', sql`${table.timeOfDay} in ('morning', 'afternoon')`),
    check('crew_claims_hold_expires', sql`(${table.kind} = 'hold') = (${table.expiresAt} is not null)`),
    index('crew_claims_held_from')
      .on(table.heldFrom)
      .where(sql`${table.heldFrom} is not null`),
  ],
);

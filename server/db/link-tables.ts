/**
 * Links a customer opens from an email (docs/DECISIONS.md, "Manage and resume links"): each row is one token,
 * kept only as its SHA-256 (a leaked table opens nothing), scoped to one booking of one partner. `manage` links
 * open the manage page until 7 days after the move; `resume` links reopen an unfinished quote for 14 days;
 * `unsubscribe` links stop the resume emails to the address they were sent to. Deleting the booking deletes them.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './schema';

export const bookingLinks = pgTable(
  'booking_links',
  {
    /** hex SHA-256 of the token; the token itself is in the customer's email only. */
    tokenHash: text('token_hash').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    partnerSlug: text('partner_slug').notNull(),
    purpose: text('purpose').notNull(),
    /** When the link stops opening; a manage link's follows the move date (manage-link-expiry.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('booking_links_booking_id').on(table.bookingId),
    check('booking_links_purpose', sql`${table.purpose} in ('manage', 'resume', 'unsubscribe', 'confirm')`),
  ],
);

/** Addresses that asked for no more "Continue your moving quote" emails from one partner (lower-cased). */
export const resumeOptOuts = pgTable(
  'resume_opt_outs',
  {
    partnerSlug: text('partner_slug').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.partnerSlug, table.email] })],
);

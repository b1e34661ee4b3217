/**
 * What an opened link names (docs/FUNNEL.md, "Manage and resume links"). `unknown` (404) for a token no row has,
 * one of another partner, or one of another purpose; `gone` (410) for one that expired, whose booking was
 * cancelled (revoked) or reset; a reset leaves a converted booking's manage link open (it started a new quote beside it). A token never stored and a token of a booking that never existed answer alike.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/app-database';
import { bookings } from '../db/schema';
import { bookingLinks } from '../db/link-tables';
import type { LinkPurpose } from './link-purpose';
import { hashLinkToken, looksLikeLinkToken } from './link-token';
import { manageLinkExpiry } from './manage-link-expiry';

export type FoundLink = { status: 'open'; bookingId: number; email: string | null } | { status: 'unknown' } | { status: 'gone' };

export async function findBookingLink(db: AppDb, slug: string, purpose: LinkPurpose, token: string, now: Date): Promise<FoundLink> {
  if (!looksLikeLinkToken(token)) return { status: 'unknown' };
  const rows = await db
    .select({
      link: bookingLinks,
      booking: {
        data: bookings.data,
        cancelledAt: bookings.cancelledAt,
        archivedAt: bookings.archivedAt,
        conversionType: bookings.conversionType,
      },
    })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
    .where(and(eq(bookingLinks.tokenHash, hashLinkToken(token)), eq(bookingLinks.partnerSlug, slug), eq(bookingLinks.purpose, purpose)))
    .limit(1);
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  const { link, booking } = row;
  // A manage link follows the move as it is now: a rescheduled move keeps its link until 7 days after the new date.
  const expiresAt = purpose === 'manage' ? manageLinkExpiry(booking.data.moveDate, link.createdAt) : link.expiresAt;
  // An unsubscribe link outlives the booking's cancellation or reset: the address still asked to hear no more.
  // A converted booking its browser left by "Start a new quote" (a reset) stays the customer's: its manage link opens it.
  const keptByReset = (purpose === 'manage' || purpose === 'confirm') && booking.conversionType !== null;
  const revoked = purpose !== 'unsubscribe' && (booking.cancelledAt !== null || (booking.archivedAt !== null && !keptByReset));
  if (revoked || now >= expiresAt) return { status: 'gone' };
  const email = booking.data.email;
  return { status: 'open', bookingId: link.bookingId, email: typeof email === 'string' && email !== '' ? email : null };
}

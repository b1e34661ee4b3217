/**
 * The links a customer email carries (docs/LEADS.md, "What the customer receives"), made when the worker composes
 * it, so the token exists only in that email: the manage link in the confirmation and update emails, the resume
 * and unsubscribe links in "Continue your moving quote". A retried email gets new tokens; the earlier ones keep
 * their own validity.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/app-database';
import { bookings } from '../db/schema';
import { issueBookingLink } from './issue-booking-link';
import type { LinkPurpose } from './link-purpose';
import { RESUME_EMAIL_EVENT } from './resume-email-event';

/** The links of a customer email: the part of the composers' ComposeContext (server/delivery/mail/compose-context.ts) made here. */
export interface CustomerLinks {
  /** "View or change your booking". */
  manageUrl?: string;
  /** "Continue your moving quote". */
  resumeUrl?: string;
  /** The resume email's one-click unsubscribe (List-Unsubscribe and the link in its footer). */
  unsubscribeUrl?: string;
}

/** Events whose customer email names the booking they can manage. */
const MANAGED_EVENTS = new Set(['booking.converted', 'booking.updated']);

export async function customerLinks(
  db: AppDb,
  event: { type: string; bookingId: number; partnerSlug: string },
  publicUrl: string,
  now: Date,
): Promise<CustomerLinks> {
  const purposes: LinkPurpose[] = MANAGED_EVENTS.has(event.type)
    ? ['manage']
    : event.type === RESUME_EMAIL_EVENT
      ? ['resume', 'unsubscribe']
      : [];
  if (purposes.length === 0) return {};
  const rows = await db.select({ data: bookings.data }).from(bookings).where(eq(bookings.id, event.bookingId)).limit(1);
  // An abandoned booking deleted by the expiry before its email went: nothing to link to.
  if (!rows[0]) return {};
  const links: CustomerLinks = {};
  for (const purpose of purposes) {
    const token = await issueBookingLink(db, { ...event, purpose, moveDate: rows[0].data.moveDate, now });
    links[`${purpose}Url`] = `${publicUrl}/partners/${encodeURIComponent(event.partnerSlug)}/${purpose}/${token}`;
  }
  return links;
}

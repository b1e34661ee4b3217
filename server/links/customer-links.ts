/**
 * The links a customer email carries (docs/LEADS.md, "What the customer receives"), made when the worker composes
 * it, so the token exists only in that email: the manage link in the confirmation and update emails, the resume
 * and unsubscribe links in "Continue your moving quote". A retried email gets new tokens; the earlier ones keep
 * their own validity. Every customer email also links the partner's own terms and privacy policy in its footer.
 */
import { eq } from 'drizzle-orm';
import { legalPagePath } from '../../core/legal-page-path';
import type { AppDb } from '../db/app-database';
import { bookings } from '../db/schema';
import { issueBookingLink } from './issue-booking-link';
import type { LinkPurpose } from './link-purpose';
import { RESUME_EMAIL_EVENT } from './resume-email-event';

/** The links of a customer email: the part of the composers' ComposeContext (server/delivery/mail/compose-context.ts) made here. */
export interface CustomerLinks {
  /** "View or change your booking". */
  manageUrl?: string;
  /** "Confirm your booking": a pay-later booking whose crew is provisional, or released and free to take again. */
  confirmUrl?: string;
  /** "Continue your moving quote". */
  resumeUrl?: string;
  /** The resume email's one-click unsubscribe (List-Unsubscribe and the link in its footer). */
  unsubscribeUrl?: string;
  /** The partner's terms (core/legal-page-path.ts), in every customer email's footer. */
  termsUrl?: string;
  /** The partner's privacy policy, beside its terms. */
  privacyPolicyUrl?: string;
}

/** The partner's legal pages as absolute links: the same pages the funnel's footer and checkout link. */
export function legalLinks(publicUrl: string, partnerSlug: string): Pick<CustomerLinks, 'termsUrl' | 'privacyPolicyUrl'> {
  const slug = encodeURIComponent(partnerSlug);
  return {
    termsUrl: `${publicUrl}${legalPagePath(slug, 'terms')}`,
    privacyPolicyUrl: `${publicUrl}${legalPagePath(slug, 'privacy-policy')}`,
  };
}

/** Events whose customer email names the booking they can manage. */
const MANAGED_EVENTS = new Set(['booking.converted', 'booking.updated']);

export async function customerLinks(
  db: AppDb,
  event: { type: string; bookingId: number; partnerSlug: string },
  publicUrl: string,
  now: Date,
): Promise<CustomerLinks> {
  const legal = legalLinks(publicUrl, event.partnerSlug);
  const purposes: LinkPurpose[] = MANAGED_EVENTS.has(event.type)
    ? ['manage']
    : event.type === RESUME_EMAIL_EVENT
      ? ['resume', 'unsubscribe']
      : [];
  if (purposes.length === 0) return legal;
  const rows = await db
    .select({ data: bookings.data, crewState: bookings.crewState })
    .from(bookings)
    .where(eq(bookings.id, event.bookingId))
    .limit(1);
  // An abandoned booking deleted by the expiry before its email went: nothing to link to but the legal pages.
  if (!rows[0]) return legal;
  // A crew waiting for the customer's confirmation, or released unconfirmed (taken again if still free).
  if (purposes.includes('manage') && (rows[0].crewState === 'provisional' || rows[0].crewState === 'released')) purposes.push('confirm');
  const links: CustomerLinks = { ...legal };
  for (const purpose of purposes) {
    const token = await issueBookingLink(db, { ...event, purpose, moveDate: rows[0].data.moveDate, now });
    links[`${purpose}Url`] = `${publicUrl}/partners/${encodeURIComponent(event.partnerSlug)}/${purpose}/${token}`;
  }
  return links;
}

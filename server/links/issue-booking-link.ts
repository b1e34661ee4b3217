/** Makes a link for one booking (docs/FUNNEL.md, "Manage and resume links"): the token goes into an email, its hash into booking_links. */
import type { DbOrTx } from '../db/db-or-tx';
import { bookingLinks } from '../db/link-tables';
import { LINK_LIFETIME_DAYS, type LinkPurpose } from './link-purpose';
import { hashLinkToken, newLinkToken } from './link-token';
import { manageLinkExpiry } from './manage-link-expiry';

export interface LinkIssue {
  bookingId: number;
  partnerSlug: string;
  purpose: LinkPurpose;
  /** The booking's move date: a manage link ends 7 days after it. */
  moveDate?: unknown;
  now: Date;
}

/** The new token: every email carries its own, and each stays valid on its own terms. */
export async function issueBookingLink(db: DbOrTx, link: LinkIssue): Promise<string> {
  const token = newLinkToken();
  const expiresAt =
    link.purpose === 'manage'
      ? manageLinkExpiry(link.moveDate, link.now)
      : new Date(link.now.getTime() + LINK_LIFETIME_DAYS[link.purpose] * 24 * 3_600_000);
  await db.insert(bookingLinks).values({
    tokenHash: hashLinkToken(token),
    bookingId: link.bookingId,
    partnerSlug: link.partnerSlug,
    purpose: link.purpose,
    expiresAt,
    createdAt: link.now,
  });
  return token;
}

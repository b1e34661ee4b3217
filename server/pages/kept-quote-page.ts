/**
 * The answer to a link's button when this browser held another unfinished quote of the partner (docs/FUNNEL.md,
 * "Manage and resume links"): the linked booking is now this browser's, and the quote it held is kept, reachable
 * through a resume link made for it here (shown once; it opens for 14 days like an emailed one).
 */
import type { Booking } from '../../core/booking';
import { escapeHtml } from '../html/escape-html';
import type { ServerPartner } from '../partners/server-partner';
import { linkedBookingLine } from './linked-booking-lines';
import { partnerPageBrand } from './partner-page-brand';
import { renderSimplePage } from './render-simple-page';

export interface KeptQuotePage {
  partner: ServerPartner;
  /** Where the opened booking is shown (the manage page). */
  opened: string;
  kept: Booking;
  /** The kept quote's resume link (a path). */
  keptResume: string;
}

export const KEPT_QUOTE_TITLE = 'Your booking is open in this browser';

export function renderKeptQuotePage({ partner, opened, kept, keptResume }: KeptQuotePage): string {
  const body = `<h1>${KEPT_QUOTE_TITLE}</h1>
<p><a href="${escapeHtml(opened)}">Go to your booking</a></p>
<p class="note">Your unfinished quote with ${escapeHtml(partner.name)} (${linkedBookingLine(kept)}) is kept.
To go back to it later, keep this link, which opens it for 14 days:
<a href="${escapeHtml(keptResume)}">Continue my other quote</a></p>`;
  return renderSimplePage(KEPT_QUOTE_TITLE, body, partnerPageBrand(partner));
}

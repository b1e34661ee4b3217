import { displayPartnerPhone } from '../../core/partner-phone';
import { escapeHtml } from '../html/escape-html';
import type { ServerPartner } from '../partners/server-partner';
import { partnerPageBrand } from './partner-page-brand';
import { renderSimplePage } from './render-simple-page';

/** The title and heading of every link that does not open (docs/FUNNEL.md, "Manage and resume links"). */
export const INVALID_LINK_TITLE = 'This link has expired or is not valid';

/**
 * The page a wrong, tampered, expired or revoked link shows, in the partner's branding: the same words whatever
 * the reason, so it never says whether a booking exists; the partner's phone, and a way to start again.
 */
export function renderInvalidLinkPage(partner: ServerPartner): string {
  const phone = displayPartnerPhone(partner.phone);
  return renderSimplePage(
    INVALID_LINK_TITLE,
    `<h1>${INVALID_LINK_TITLE}</h1>
<p>Please call ${escapeHtml(partner.name)} at <a href="tel:${escapeHtml(partner.phone)}">${escapeHtml(phone)}</a> about your booking, or use the link in the latest email you received from us.</p>
<p><a href="/partners/${encodeURIComponent(partner.slug)}/book">Get a new moving quote</a></p>`,
    partnerPageBrand(partner),
  );
}

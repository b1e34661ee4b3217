import { escapeHtml } from '../host-page/escape-html';
import { renderSimplePage } from './render-simple-page';

/**
 * The demo's stand-in for a partner's own website: where a demo partner's `submissionRedirectUrl`
 * sends customers after they submit, so the redirect is shown working without a real site
 * (docs/DECISIONS.md, "Screens").
 */
export function renderDemoPartnerSitePage(partner: { name: string; slug: string }): string {
  const name = escapeHtml(partner.name);
  return renderSimplePage(
    `Thank you · ${partner.name}`,
    `<h1>Thank you for booking with ${name}</h1>
<p>We received your moving details. Someone from ${name} will be in touch.</p>
<p><small>Demo: this page stands in for ${name}'s own website, where the booking funnel sends customers after they submit.</small></p>
<p><a href="/partners/${encodeURIComponent(partner.slug)}/book">Back to the booking</a></p>`,
  );
}

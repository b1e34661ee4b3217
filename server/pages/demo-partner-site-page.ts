import { escapeHtml } from '../html/escape-html';
import { renderSimplePage } from './render-simple-page';
import type { ServerPartner } from '../partners/server-partner';

/** What the funnel's redirect carries (renderer/views/processing-target.ts), as this page reads it. */
export interface RedirectCarries {
  status?: string;
  reference?: string;
}

/** What this server can do for the customer who comes back: take a card at the checkout, or not. */
export interface DemoSiteOptions {
  cardPayments: boolean;
}

/** A booking reference as the server writes it: letters and digits only, so nothing odd is echoed. */
const REFERENCE = /^[A-Z0-9]{4,16}$/;

const STATUS_WORDS: Record<string, string> = {
  pay_later: 'Details saved, card not added yet',
  pay_now: 'Reserved with a card on file',
  unserviceable: 'Outside the online service area: the team will call',
};

/**
 * The demo's stand-in for a partner's own website: where a demo partner's `submissionRedirectUrl`
 * sends customers after they submit, so the redirect is shown working without a real site
 * (docs/DECISIONS.md, "Screens"). It looks like the partner's site (logo, colours, font), greets the
 * booking by its reference, repeats the pay-later caveat (with a link to add a card when the server takes
 * cards), and shows what the redirect carried.
 */
export function renderDemoPartnerSitePage(
  partner: Pick<ServerPartner, 'name' | 'slug' | 'logo' | 'theme'>,
  carries: RedirectCarries,
  { cardPayments }: DemoSiteOptions,
): string {
  const name = escapeHtml(partner.name);
  const funnel = `/partners/${encodeURIComponent(partner.slug)}/book`;
  const reference = carries.reference && REFERENCE.test(carries.reference) ? carries.reference : undefined;
  const status = carries.status && Object.hasOwn(STATUS_WORDS, carries.status) ? carries.status : undefined;
  const caveat =
    status === 'pay_later'
      ? `<p class="note">Your move date and time are not guaranteed until your payment details are added.${
          // Only where the checkout can take a card: a link to one that cannot would lead nowhere.
          cardPayments ? ` <a href="${funnel}/checkout">Add a card now</a>.` : ` Call ${name} to add them.`
        }</p>`
      : '';
  const carried = [
    ['status', status ? `${status} (${STATUS_WORDS[status]})` : 'none'],
    ['reference', reference ?? 'none'],
  ]
    .map(([key, value]) => `<dt><code>${key}</code></dt><dd>${escapeHtml(value!)}</dd>`)
    .join('\n');
  return renderSimplePage(
    `Thank you · ${partner.name}`,
    `<h1>Thank you for booking with ${name}</h1>
${reference ? `<p>Your booking reference is <strong>${reference}</strong>. Keep it handy when you talk to us.</p>` : ''}
<p>We received your moving details. Someone from ${name} will be in touch.</p>
${caveat}
<h2>Demo: what the redirect carried</h2>
<p>This page stands in for ${name}'s own website, where the booking funnel sends customers after they submit. The funnel adds these query parameters to the partner's <code>submissionRedirectUrl</code>:</p>
<dl>
${carried}
</dl>
<p><a href="${funnel}">Back to the booking</a></p>`,
    { name: partner.name, logo: partner.logo, theme: partner.theme, home: funnel },
  );
}

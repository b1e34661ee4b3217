/**
 * The legal pages (docs/FUNNEL.md#screens-and-routes: full page loads): each partner's, branded, at
 * /partners/:slug/terms, /partners/:slug/privacy-policy and /partners/:slug/accessibility, and the neutral /terms,
 * /privacy-policy and /accessibility;
 * and the neutral start page /.
 */
import type { FastifyReply } from 'fastify';
import { displayPartnerPhone } from '../../core/partner-phone';
import { LEGAL_PAGES, type LegalPage } from '../../core/legal-page-path';
import { partnerBackLink, renderBackLink, START_PAGE_LINK, type BackLink } from '../pages/back-link';
import { accessibilityHtml } from '../pages/accessibility-text';
import { privacyHtml, termsHtml, type LegalMover } from '../pages/legal-texts';
import { smsProgramOf } from '../../core/consent/consent-texts';
import { renderNotFoundPage } from '../pages/not-found-page';
import { renderSimplePage, type PageBrand } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';
import { htmlPage, PAGE_REFUSALS, slugParams } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

const LEGAL_TEXTS: Record<LegalPage, { title: string; html: (mover: LegalMover | null) => string }> = {
  terms: { title: 'Terms of Service', html: termsHtml },
  'privacy-policy': { title: 'Privacy Policy', html: privacyHtml },
  accessibility: { title: 'Accessibility statement', html: accessibilityHtml },
};

const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').send(html);

function legalPage(page: LegalPage, back: BackLink, partner?: ServerPartner): string {
  const { title, html } = LEGAL_TEXTS[page];
  const sms = partner ? smsProgramOf(partner) : null;
  const texting = sms && { programName: sms.programName, helpLine: displayPartnerPhone(sms.helpLine) };
  const mover = partner ? { name: partner.name, phone: displayPartnerPhone(partner.phone), texting } : null;
  const brand: PageBrand | undefined = partner && { name: partner.name, logo: partner.logo, theme: partner.theme, home: back.href };
  return renderSimplePage(
    partner ? `${title} · ${partner.name}` : title,
    `${renderBackLink(back)}\n${html(mover)}\n${renderBackLink(back)}`,
    brand,
  );
}

const pageSchema = { response: { ...PAGE_REFUSALS, 200: htmlPage } } as const;
const partnerPageSchema = { ...pageSchema, params: slugParams } as const;

export const plainPageRoutes: RoutePlugin<{ partners: ReadonlyMap<string, ServerPartner> }> = async (app, { partners }) => {
  for (const page of LEGAL_PAGES) {
    // The neutral page: no partner's brand, whoever links to it.
    app.get(`/${page}`, { schema: pageSchema }, async (_request, reply) => sendHtml(reply, legalPage(page, START_PAGE_LINK)));

    // A partner's page: its brand, name and phone, and a link back to its funnel.
    app.get(`/partners/:slug/${page}`, { schema: partnerPageSchema }, async (request, reply) => {
      const partner = partners.get(request.params.slug);
      if (!partner) return sendHtml(reply.code(404), renderNotFoundPage());
      const back = partnerBackLink(partner.slug, partner.name, request.headers.referer, request.headers.host);
      return sendHtml(reply, legalPage(page, back, partner));
    });
  }

  // Partners are white-label: the start page lists none of them; customers arrive through their mover's link.
  app.get('/', { schema: pageSchema }, async (_request, reply) =>
    sendHtml(
      reply,
      renderSimplePage(
        'Book your move',
        `<h1>Book your move online</h1>\n<p>Please open the booking link your moving company gave you to get your free moving quote.</p>\n<p><a href="/terms">Terms of Service</a> · <a href="/privacy-policy">Privacy Policy</a></p>`,
      ),
    ),
  );
};

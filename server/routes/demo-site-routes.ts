import { renderDemoEmbedPage } from '../pages/demo-embed-page';
import { renderDemoPartnerSitePage } from '../pages/demo-partner-site-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import type { ServerPartner } from '../partners/server-partner';
import { demoFunnelOrigin } from './demo-funnel-origin';
import { htmlPage, PAGE_REFUSALS, slugParams } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

const demoPage = { params: slugParams, response: { ...PAGE_REFUSALS, 200: htmlPage } } as const;
/** Where the funnel's redirect lands: the booking's status and reference (read when given once), and whatever else the partner's link carried. */
const thankYouPage = { ...demoPage, querystring: { type: 'object', properties: { status: {}, reference: {} } } } as const;

/**
 * A demo partner's "own website": GET /demo/:slug/ embeds the funnel with /embed.js (server/pages/demo-embed-page.ts),
 * GET /demo/:slug/thank-you is where its redirect lands (server/pages/demo-partner-site-page.ts).
 */
export const demoSiteRoutes: RoutePlugin<{ partners: ReadonlyMap<string, ServerPartner>; cardPayments: boolean }> = async (
  app,
  { partners, cardPayments },
) => {
  app.get('/demo/:slug/', { schema: demoPage }, async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    const funnel = demoFunnelOrigin(request.protocol, request.host);
    // This page runs the loader from the funnel's origin and frames the funnel there.
    request.cspExtras = { 'script-src': [funnel], 'frame-src': [funnel] };
    return reply.type('text/html; charset=utf-8').send(renderDemoEmbedPage(partner, funnel));
  });
  app.get('/demo/:slug/thank-you', { schema: thankYouPage }, async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    const one = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const carries = { status: one(request.query.status), reference: one(request.query.reference) };
    return reply.type('text/html; charset=utf-8').send(renderDemoPartnerSitePage(partner, carries, { cardPayments }));
  });
};

import type { FastifyInstance } from 'fastify';
import { renderDemoEmbedPage } from '../pages/demo-embed-page';
import { renderDemoPartnerSitePage } from '../pages/demo-partner-site-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import type { ServerPartner } from '../partners/server-partner';
import { demoFunnelOrigin } from './demo-funnel-origin';

/**
 * A demo partner's "own website": GET /demo/:slug/ embeds the funnel with /embed.js (server/pages/demo-embed-page.ts),
 * GET /demo/:slug/thank-you is where its redirect lands (server/pages/demo-partner-site-page.ts).
 */
export async function demoSiteRoutes(
  app: FastifyInstance,
  { partners, cardPayments }: { partners: ReadonlyMap<string, ServerPartner>; cardPayments: boolean },
) {
  app.get<{ Params: { slug: string } }>('/demo/:slug/', async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    const funnel = demoFunnelOrigin(request.protocol, request.host);
    // This page runs the loader from the funnel's origin and frames the funnel there.
    request.cspExtras = { 'script-src': [funnel], 'frame-src': [funnel] };
    return reply.type('text/html; charset=utf-8').send(renderDemoEmbedPage(partner, funnel));
  });
  app.get<{ Params: { slug: string }; Querystring: Record<string, string | string[] | undefined> }>(
    '/demo/:slug/thank-you',
    async (request, reply) => {
      const partner = partners.get(request.params.slug);
      if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
      const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
      const carries = { status: one(request.query.status), reference: one(request.query.reference) };
      return reply.type('text/html; charset=utf-8').send(renderDemoPartnerSitePage(partner, carries, { cardPayments }));
    },
  );
}

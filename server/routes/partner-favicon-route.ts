import type { FastifyInstance } from 'fastify';
import { partnerFaviconSvg } from '../../core/theme/partner-favicon-svg';
import type { ServerPartner } from '../partners/server-partner';

/** GET /partners/:slug/favicon.svg: the partner's initial on its theme colour (core/theme/partner-favicon-svg.ts). */
export async function partnerFaviconRoute(app: FastifyInstance, { partners }: { partners: ReadonlyMap<string, ServerPartner> }) {
  app.get<{ Params: { slug: string } }>('/partners/:slug/favicon.svg', async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(partnerFaviconSvg(partner));
  });
}

import { partnerFaviconSvg } from '../../core/theme/partner-favicon-svg';
import type { ServerPartner } from '../partners/server-partner';
import { htmlPage, rawBody, slugParams } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

const faviconSchema = { params: slugParams, response: { 200: rawBody, 404: rawBody, 500: htmlPage } } as const;

/** GET /partners/:slug/favicon.svg: the partner's initial on its theme colour (core/theme/partner-favicon-svg.ts). */
export const partnerFaviconRoute: RoutePlugin<{ partners: ReadonlyMap<string, ServerPartner> }> = async (app, { partners }) => {
  app.get('/partners/:slug/favicon.svg', { schema: faviconSchema }, async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(partnerFaviconSvg(partner));
  });
};

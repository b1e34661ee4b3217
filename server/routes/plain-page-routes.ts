/** GET /terms, /privacy-policy (docs/FUNNEL.md#screens-and-routes: full page loads) and the neutral start page /. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backLinkFromReferer, renderBackLink } from '../pages/back-link';
import { PRIVACY_HTML, TERMS_HTML } from '../pages/legal-texts';
import { renderSimplePage } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';

export async function plainPageRoutes(app: FastifyInstance, { partners }: { partners: ReadonlyMap<string, ServerPartner> }) {
  const backLink = (request: FastifyRequest) =>
    renderBackLink(backLinkFromReferer(request.headers.referer, request.headers.host, (slug) => partners.get(slug)?.name));

  app.get('/terms', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderSimplePage('Terms of Service', `${TERMS_HTML}\n${backLink(request)}`)),
  );

  app.get('/privacy-policy', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderSimplePage('Privacy Policy', `${PRIVACY_HTML}\n${backLink(request)}`)),
  );

  // Partners are white-label: the start page lists none of them; customers arrive through their mover's link.
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        renderSimplePage(
          'Book your move',
          `<h1>Book your move online</h1>\n<p>Please open the booking link your moving company gave you to get your free moving quote.</p>\n<p><a href="/terms">Terms of Service</a> · <a href="/privacy-policy">Privacy Policy</a></p>`,
        ),
      ),
  );
}

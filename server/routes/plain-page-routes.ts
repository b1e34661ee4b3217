/** GET /terms, /privacy-policy (docs/FUNNEL.md#screens-and-routes: full page loads) and the neutral start page /. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backLinkFromReferer, renderBackLink } from '../pages/back-link';
import { PRIVACY_HTML, TERMS_HTML } from '../pages/legal-texts';
import { renderSimplePage } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';

export async function plainPageRoutes(app: FastifyInstance, { partners }: { partners: ReadonlyMap<string, ServerPartner> }) {
  /** A legal page in the brand of the funnel the visitor came from, with a link back to its step. */
  const legalPage = (request: FastifyRequest, title: string, html: string) => {
    const back = backLinkFromReferer(request.headers.referer, request.headers.host, (slug) => partners.get(slug)?.name);
    const partner = back.slug ? partners.get(back.slug) : undefined;
    const brand = partner && { name: partner.name, logo: partner.logo, theme: partner.theme, home: back.href };
    return renderSimplePage(
      partner ? `${title} · ${partner.name}` : title,
      `${renderBackLink(back)}\n${html}\n${renderBackLink(back)}`,
      brand,
    );
  };

  app.get('/terms', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(legalPage(request, 'Terms of Service', TERMS_HTML)),
  );

  app.get('/privacy-policy', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(legalPage(request, 'Privacy Policy', PRIVACY_HTML)),
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

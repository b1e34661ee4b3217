/** The funnel's host page under /partners/:slug (docs/FUNNEL.md, "Screens and routes"); Restart booking is reset-booking-routes.ts. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { pageBooking } from '../bookings/page-booking';
import { renderHostPage } from '../host-page/render-host-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';
import type { VisitorSessions } from '../sessions/visitor-sessions';

export interface HostPageOptions {
  db: AppDb;
  /** Page loads store nothing: a new visitor's session lives in its cookie until the first save. */
  sessions: VisitorSessions;
  partners: ReadonlyMap<string, ServerPartner>;
  template: string;
  /** URL paths of built files under /partners/ (partner logos from public/), served as files, not pages. */
  partnerFiles: ReadonlySet<string>;
  stripePublishableKey: string;
  stripeAvailable: boolean;
  googleMapsApiKey: string | null;
  sentryDsn?: string;
}

/** The decoded path of a request URL, or null when its escapes are malformed. */
function urlPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return null;
  }
}

type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

export async function hostPageRoutes(app: FastifyInstance, options: HostPageOptions): Promise<void> {
  const { db, partners } = options;

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());

  async function page(request: SlugRequest, reply: FastifyReply) {
    const partner = partners.get(request.params.slug);
    if (!partner) return notFound(reply);
    const path = urlPath(request.url);
    if (path && options.partnerFiles.has(path)) return reply.sendFile(path.slice(1));
    const session = await options.sessions.forPage(request, reply);
    const booking = await pageBooking(db, session, partner.slug);
    const location = partner.locations.find((candidate) => 'locationId' in booking && candidate.id === booking.locationId) ?? null;
    const html = renderHostPage({
      template: options.template,
      title: `${partner.name} | Get your free moving quote`,
      csrfToken: session.csrfToken,
      stripePublishableKey: options.stripePublishableKey,
      sentryDsn: options.sentryDsn,
      nonce: request.cspNonce,
      props: {
        booking,
        partner: publicPartner(partner),
        location: location ? { ...location } : null,
        settings: { googleApiKey: options.googleMapsApiKey, stripeAvailable: options.stripeAvailable },
      },
    });
    // The page carries the visitor's booking and CSRF token: never cached, by the browser or a proxy.
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  app.get('/partners/:slug', page);
  app.get('/partners/:slug/*', page);
}

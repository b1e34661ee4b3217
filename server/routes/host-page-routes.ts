/** The funnel's host page under /partners/:slug, its tab icon, and the Restart booking reset. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { findOrCreateCurrentBooking, resetBooking } from '../db/booking-repository';
import { toClientBooking } from '../bookings/to-client-booking';
import { stepRedirectUrl } from '../host-page/step-redirect-url';
import type { RenderApp } from '../host-page/app-renderer';
import { renderStepPage } from '../host-page/render-step-page';
import { funnelPage } from '../pages/funnel-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import { withPartnerFavicon } from '../pages/partner-favicon';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';
import { ensureSession } from '../sessions/ensure-session';

export interface HostPageOptions {
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  template: string;
  /** The server renderer (dist/server/), loading since start. */
  renderApp: Promise<RenderApp>;
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
    // Unknown paths still get the app (it shows its 404 page), with the status a 404 page has.
    const { status, title } = funnelPage(path ?? '', partner);
    const session = await ensureSession(request, reply, db);
    const booking = await findOrCreateCurrentBooking(db, session.id, partner.slug);
    const location = partner.locations.find((candidate) => candidate.id === booking.data.locationId) ?? null;
    const redirect = stepRedirectUrl(request.url, partner.slug, { booking: toClientBooking(booking), partner: publicPartner(partner), location: location && { ...location } });
    if (redirect) return reply.header('cache-control', 'no-store').redirect(redirect, 302);
    // Loading since start (a couple of seconds on a busy machine); awaited here, not at start, so it never holds up the server.
    const html = await renderStepPage(await options.renderApp, request.url, {
      template: options.template,
      title,
      csrfToken: session.csrfToken,
      stripePublishableKey: options.stripePublishableKey,
      sentryDsn: options.sentryDsn,
      nonce: request.cspNonce,
      props: {
        booking: toClientBooking(booking),
        partner: publicPartner(partner),
        location: location ? { ...location } : null,
        settings: { googleApiKey: options.googleMapsApiKey, stripeAvailable: options.stripeAvailable },
      },
    }, request.log);
    // The page carries the visitor's booking and CSRF token: never cached, by the browser or a proxy.
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(withPartnerFavicon(html, partner.slug));
  }

  // The funnel starts at /book; the bare partner address is where a typed or shortened link lands.
  app.get('/partners/:slug', async (request: SlugRequest, reply) =>
    partners.has(request.params.slug) ? reply.redirect(`/partners/${request.params.slug}/book`, 302) : notFound(reply),
  );
  app.get('/partners/:slug/*', page);

  app.get('/partners/:slug/reset', async (request: SlugRequest, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return notFound(reply);
    const session = await ensureSession(request, reply, db);
    await resetBooking(db, session.id, partner.slug);
    return reply.header('cache-control', 'no-store').redirect(`/partners/${partner.slug}/book`, 302);
  });
}

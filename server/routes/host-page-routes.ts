/**
 * The funnel's host page under /partners/:slug (docs/FUNNEL.md, "Screens and routes"), and the landing form sent without
 * the app (step-form-route.ts); Restart booking is reset-booking-routes.ts.
 */
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDb } from '../db/app-database';
import { pageBooking } from '../bookings/page-booking';
import { stepRedirectUrl } from '../host-page/step-redirect-url';
import type { RenderApp } from '../host-page/app-renderer';
import { renderStepPage } from '../host-page/render-step-page';
import { startsOnIntent } from '../host-page/starts-on-intent';
import { funnelPage } from '../pages/funnel-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import { withPartnerFavicon } from '../pages/partner-favicon';
import { previewBooking } from '../pages/preview-booking';
import { partnerAssetFile } from '../partners/partner-asset-file';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import type { SessionAndAddressLimits } from '../security/session-and-address-limit';
import type { ApiRateLimits } from '../security/api-rate-limits';
import type { HostTemplate } from '../host-page/load-host-template';
import type { SendFunnelPage } from '../host-page/send-funnel-page';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { countPageStart, startsVisit } from './count-page-start';
import { reportLinkOf } from './latest-report-route';
import { stepFormRoute } from './step-form-route';
import { htmlPage, PAGE_REFUSALS, redirect, slugParams } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

/** The bare partner address: 302 to its funnel. */
const partnerHome = { params: slugParams, response: { ...PAGE_REFUSALS, 302: redirect } } as const;
/** A funnel page (200, or 404 for a path the funnel has not), a redirect to the step to finish first (302), or a partner's file. */
const funnelPageSchema = {
  params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string' }, '*': { type: 'string' } } },
  response: {
    ...PAGE_REFUSALS,
    // A partner's file (a logo) is a stream, sent as it is like a page.
    200: htmlPage,
    302: redirect,
  },
} as const;

export interface HostPageOptions {
  db: AppDb;
  /** Page loads store nothing: a new visitor's session lives in its cookie until the first save. */
  sessions: VisitorSessions;
  partners: ReadonlyMap<string, ServerPartner>;
  template: HostTemplate;
  /** The server renderer (dist/server/), loading since start. */
  renderApp: Promise<RenderApp>;
  /** `public/`, whose `partners/<slug>/` files (logos, About pictures) are served as they are on disk. */
  publicDir: string;
  stripePublishableKey: string;
  stripeAvailable: boolean;
  googleMapsApiKey: string | null;
  sentryDsn?: string;
  /** Step forms sent without the app, per session and per address; default step-form-route.ts's. */
  formRateLimits?: SessionAndAddressLimits;
  /** The API's limits (server/security/api-rate-limits.ts): a first save sent by the landing form counts in them. */
  apiRateLimits?: ApiRateLimits;
  /** Development: DATA_DIR, whose latest insights report the preview page links (server/routes/latest-report-route.ts). */
  insightsReportsDir?: string;
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

export const hostPageRoutes: RoutePlugin<HostPageOptions> = async (app, options) => {
  const { db, partners } = options;
  // `reply.sendFile` for the partners' files under public/ (logos, About pictures); this context serves no folder.
  // The caller sets each file's cache-control (a logo replaced under its name shows within minutes).
  await app.register(fastifyStatic, { root: options.publicDir, serve: false, cacheControl: false });

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());

  /**
   * The funnel's page at the request's path for this visitor: the step rendered by the server into the host page. The
   * step form's refused submit (step-form-route.ts) passes what it refused, shown with its messages.
   */
  const sendPage: SendFunnelPage = async (
    request,
    reply,
    { partner, session, refusedSubmit, status: refusedStatus, startsVisit: starts },
  ) => {
    const path = urlPath(request.url);
    // Unknown paths still get the app (it shows its 404 page), with the status a 404 page has.
    const { status, title, preview, stepId } = funnelPage(path ?? '', partner);
    const now = app.clock.now();
    const booking = await pageBooking(db, session, partner.slug, now);
    const location = partner.locations.find((candidate) => 'locationId' in booking && candidate.id === booking.locationId) ?? null;
    const redirect = refusedSubmit ? null : stepRedirectUrl(request.url, { booking, partner, location: location && { ...location } }, now);
    if (starts) await countPageStart(db, request, partner, redirect ?? request.url, now);
    if (redirect) return reply.header('cache-control', 'no-store').redirect(redirect, 302);
    // Most steps start their app on the customer's first input (docs/PERFORMANCE.md, "Starting on intent").
    const startOnIntent = startsOnIntent(stepId === null ? undefined : funnelDefinition.steps[stepId], refusedSubmit !== undefined);
    // Loading since start (a couple of seconds on a busy machine); awaited here, not at start, so it never holds up the server.
    const html = await renderStepPage(
      await options.renderApp,
      request.url,
      {
        template: startOnIntent ? options.template.onIntent : options.template.atOnce,
        title,
        preview,
        csrfToken: session.csrfToken,
        stripePublishableKey: options.stripePublishableKey,
        sentryDsn: options.sentryDsn,
        nonce: request.cspNonce,
        props: {
          booking,
          partner: publicPartner(partner),
          location: location ? { ...location } : null,
          today: partnerToday(now, timeZoneOf(partner)),
          settings: { googleApiKey: options.googleMapsApiKey, stripeAvailable: options.stripeAvailable },
          // The admin preview shows a sample the server priced, never the visitor's booking.
          ...(preview && { previewBooking: previewBooking(partner, now) }),
          ...(preview && { insightsReport: reportLinkOf(options.insightsReportsDir, partner.slug) }),
          ...(refusedSubmit && { refusedSubmit }),
        },
      },
      request.log,
    );
    // The page carries the visitor's booking and CSRF token: never cached, by the browser or a proxy.
    if (preview) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .code(refusedSubmit ? (refusedStatus ?? 422) : status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withPartnerFavicon(html, partner.slug));
  };

  async function page(request: SlugRequest, reply: FastifyReply) {
    const partner = partners.get(request.params.slug);
    if (!partner) return notFound(reply);
    // The partner's own sites may frame its funnel (embed.allowedOrigins, docs/EMBED.md); every other site is refused.
    request.cspExtras = { 'frame-ancestors': partner.embed?.allowedOrigins ?? [] };
    const path = urlPath(request.url);
    const asset = path && partnerAssetFile(options.publicDir, partner.slug, path);
    // A logo replaced under the same name shows within minutes; a new one on the next page load.
    if (asset) return reply.header('cache-control', 'public, max-age=300').sendFile(asset, options.publicDir);
    // Page loads store nothing: the cookie's session (or a new one) and its booking, or an unstored one.
    const starts = startsVisit(request);
    return sendPage(request, reply, { partner, session: await options.sessions.forPage(request, reply), startsVisit: starts });
  }

  // The funnel starts at /book; the bare partner address is where a typed or shortened link lands.
  app.get('/partners/:slug', { schema: partnerHome }, async (request, reply) =>
    partners.has(request.params.slug) ? reply.redirect(`/partners/${request.params.slug}/book`, 302) : notFound(reply),
  );
  app.get('/partners/:slug/*', { schema: funnelPageSchema }, page);
  await app.register(stepFormRoute, {
    db,
    partners,
    sessions: options.sessions,
    sendPage,
    rateLimits: options.formRateLimits,
    apiRateLimits: options.apiRateLimits,
  });
};

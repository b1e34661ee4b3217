/**
 * The links of the customer's emails (docs/FUNNEL.md, "Manage and resume links"). `/manage/<token>` and
 * `/resume/<token>` bind a new session to the token's booking and send the browser to the clean manage
 * address (an unfinished booking goes on from there to the step where it stopped); `/unsubscribe/<token>`
 * asks, and its POST (the form, or a mail program's one-click RFC 8058 request) stops the resume emails.
 * A link that does not open shows one page with one status per kind (404 unknown, 410 expired or revoked).
 * Tries are limited per address; the token never reaches a log (server/logging/without-link-tokens.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { AppDb } from '../db/app-database';
import { escapeHtml } from '../html/escape-html';
import { findBookingLink, type FoundLink } from '../links/find-booking-link';
import type { LinkPurpose } from '../links/link-purpose';
import { optOutOfResumeEmails } from '../links/opt-out-of-resume-emails';
import { renderInvalidLinkPage } from '../pages/invalid-link-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import { partnerPageBrand } from '../pages/partner-page-brand';
import { renderSimplePage } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';
import type { RateLimitRule } from '../security/session-and-address-limit';
import { bindBookingSession } from '../sessions/bind-booking-session';

export interface BookingLinkOptions {
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  /** Link tries per client address; default LINK_RATE_LIMIT. */
  rateLimit?: RateLimitRule;
}

/** A customer opens a few links a day; guessing 128-bit tokens at this pace never ends. */
export const LINK_RATE_LIMIT: RateLimitRule = { max: 20, timeWindow: '10 minutes' };

/** Where the manage link (and, through the step redirect, the resume link) lands: no token in it. */
export function managePagePath(slug: string): string {
  return `/partners/${encodeURIComponent(slug)}/book/manage`;
}

type LinkRequest = FastifyRequest<{ Params: { slug: string; token: string } }>;

function page(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function bookingLinkRoutes(app: FastifyInstance, { db, partners, rateLimit = LINK_RATE_LIMIT }: BookingLinkOptions) {
  const byAddress = app.createRateLimit({ ...rateLimit, keyGenerator: (request) => `link:address:${normalizeIP(request.ip, 64)}` });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  /** The partner and the link, or the reply already sent (unknown partner, too many tries, a link that does not open). */
  async function open(request: LinkRequest, reply: FastifyReply, purpose: LinkPurpose) {
    // The token leaves with no Referer, from this answer and from the page it leads to (security-headers.ts).
    reply.header('referrer-policy', 'no-referrer');
    const partner = partners.get(request.params.slug);
    if (!partner) return { reply: page(reply, 404, renderNotFoundPage()) };
    const limit = await byAddress(request);
    if (!limit.isAllowed && limit.isExceeded) {
      request.log.warn({ limit: 'link', key: limit.key }, 'rate limit exceeded');
      const body = `<h1>Please wait a moment</h1>\n<p>Too many links were opened from your network. Please try again in a few minutes.</p>`;
      return {
        reply: page(
          reply.header('retry-after', String(limit.ttlInSeconds)),
          429,
          renderSimplePage('Please wait a moment', body, partnerPageBrand(partner)),
        ),
      };
    }
    const found: FoundLink = await findBookingLink(db, partner.slug, purpose, request.params.token, app.clock.now());
    if (found.status !== 'open') return { reply: page(reply, found.status === 'gone' ? 410 : 404, renderInvalidLinkPage(partner)) };
    return { partner, found };
  }

  async function enter(request: LinkRequest, reply: FastifyReply, purpose: 'manage' | 'resume') {
    const opened = await open(request, reply, purpose);
    if ('reply' in opened) return opened.reply;
    // Reset between the lookup and now: the link no longer opens anything.
    if (!(await bindBookingSession(db, opened.found.bookingId, reply))) return page(reply, 410, renderInvalidLinkPage(opened.partner));
    return reply.header('cache-control', 'no-store').redirect(managePagePath(opened.partner.slug), 303);
  }

  app.get('/partners/:slug/manage/:token', (request: LinkRequest, reply) => enter(request, reply, 'manage'));
  app.get('/partners/:slug/resume/:token', (request: LinkRequest, reply) => enter(request, reply, 'resume'));

  app.get('/partners/:slug/unsubscribe/:token', async (request: LinkRequest, reply) => {
    const opened = await open(request, reply, 'unsubscribe');
    if ('reply' in opened) return opened.reply;
    const action = `/partners/${encodeURIComponent(opened.partner.slug)}/unsubscribe/${encodeURIComponent(request.params.token)}`;
    const body = `<h1>Stop the reminder emails?</h1>
<p>${escapeHtml(opened.partner.name)} will send no more "Continue your moving quote" emails to this address.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`;
    return page(reply, 200, renderSimplePage('Unsubscribe', body, partnerPageBrand(opened.partner)));
  });

  app.post('/partners/:slug/unsubscribe/:token', async (request: LinkRequest, reply) => {
    const opened = await open(request, reply, 'unsubscribe');
    if ('reply' in opened) return opened.reply;
    if (opened.found.email) await optOutOfResumeEmails(db, opened.partner.slug, opened.found.email, app.clock.now());
    const body = `<h1>You are unsubscribed</h1>\n<p>${escapeHtml(opened.partner.name)} will send no more "Continue your moving quote" emails to this address.</p>`;
    return page(reply, 200, renderSimplePage('Unsubscribed', body, partnerPageBrand(opened.partner)));
  });
}

/**
 * The links of the customer's emails (docs/FUNNEL.md, "Manage and resume links"). A GET of `/manage/<token>` or
 * `/resume/<token>` changes nothing: it shows what the link opens and one button, whose POST (from our own page, with
 * the page's form token) moves the booking into a new session, sets its cookie and sends the browser to the clean
 * manage address (an unfinished booking goes on from there to the step where it stopped). An unfinished quote this
 * browser held is kept, with a resume link to it on the answer. `/unsubscribe/<token>` asks, and its POST (the
 * form, or a mail program's one-click RFC 8058 request) stops the resume emails.
 * A link that does not open shows one page with one status per kind (404 unknown, 410 expired or revoked).
 * Tries are limited per address; the token never reaches a log (server/logging/without-link-tokens.ts).
 */
import type { FastifyReply } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { fieldOf } from '../../core/is-record';
import type { AppDb } from '../db/app-database';
import { findBookingById, findCurrentBooking, type BookingRow } from '../db/booking-repository';
import { createSession } from '../db/session-repository';
import { API_MESSAGES } from '../http/api-messages';
import { escapeHtml } from '../html/escape-html';
import { findBookingLink, type FoundLink } from '../links/find-booking-link';
import { issueBookingLink } from '../links/issue-booking-link';
import { linkFormToken } from '../links/link-form-token';
import type { LinkPurpose } from '../links/link-purpose';
import { optOutOfResumeEmails } from '../links/opt-out-of-resume-emails';
import { renderConfirmCrewPage, renderCrewConfirmedPage } from '../pages/confirm-crew-page';
import { renderInvalidLinkPage } from '../pages/invalid-link-page';
import { renderKeptQuotePage } from '../pages/kept-quote-page';
import { renderLinkOpenPage } from '../pages/link-open-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import { partnerPageBrand } from '../pages/partner-page-brand';
import { renderSimplePage } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';
import { isSameOriginForm } from '../security/same-origin-form';
import type { RateLimitRule } from '../security/session-and-address-limit';
import { FORM_TOKEN_FIELD } from '../../core/posted-form-names';
import { tokensMatch } from '../sessions/csrf-guard';
import { SESSION_COOKIE, sessionCookieOptions } from '../sessions/session-cookie';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { htmlPage, linkParams, PAGE_REFUSALS, pagePostRefused, redirect } from './reply-schemas';
import type { RoutePlugin, TypedRequest } from './typed-routes';

export interface BookingLinkOptions {
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  sessions: VisitorSessions;
  /** SESSION_SECRET: the link pages' form tokens are made with it (server/links/link-form-token.ts). */
  secret: string;
  /** Link tries per client address; default LINK_RATE_LIMIT. */
  rateLimit?: RateLimitRule;
}

/** A customer opens a few links a day; guessing 128-bit tokens at this pace never ends. */
export const LINK_RATE_LIMIT: RateLimitRule = { max: 20, timeWindow: '10 minutes' };

/** Where the manage link (and, through the step redirect, the resume link) lands: no token in it. */
export function managePagePath(slug: string): string {
  return `/partners/${encodeURIComponent(slug)}/book/manage`;
}

/** A link's own address: its page's form posts back to it. */
function linkPath(slug: string, purpose: LinkPurpose, token: string): string {
  return `/partners/${encodeURIComponent(slug)}/${purpose}/${encodeURIComponent(token)}`;
}

type LinkRequest = TypedRequest<{ params: typeof linkParams }>;

/** A link's page: 200 what it opens, 404 an unknown link, 410 one expired or revoked, 429 too many tries. */
const linkPage = { params: linkParams, response: { ...PAGE_REFUSALS, 200: htmlPage, 410: htmlPage } } as const;
/** Its button: 303 to the booking (or back to the page), 200 the page of a quote kept, 403 not from our page. */
const linkPost = {
  params: linkParams,
  response: { ...PAGE_REFUSALS, 200: htmlPage, 303: redirect, 403: pagePostRefused, 410: htmlPage },
} as const;

function page(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export const bookingLinkRoutes: RoutePlugin<BookingLinkOptions> = async (
  app,
  { db, partners, sessions, secret, rateLimit = LINK_RATE_LIMIT },
) => {
  const byAddress = app.createRateLimit({ ...rateLimit, keyGenerator: (request) => `link:address:${normalizeIP(request.ip, 64)}` });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
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

  /** The partner's current booking in this browser's session (read only: no session is made or touched). */
  async function browserBooking(request: LinkRequest, partner: ServerPartner): Promise<BookingRow | null> {
    const session = await sessions.fromCookie(request);
    return session?.stored ? findCurrentBooking(db, session.id, partner.slug) : null;
  }

  /** Another booking of the partner this browser holds that is not finished: moving the linked one in must not lose it. */
  const otherUnfinished = (current: BookingRow | null, bookingId: number) =>
    current && current.id !== bookingId && current.conversionType === null ? current : null;

  /** GET: what the link opens and its button; nothing is written and no cookie is set. */
  async function show(request: LinkRequest, reply: FastifyReply, purpose: 'manage' | 'resume') {
    const opened = await open(request, reply, purpose);
    if ('reply' in opened) return opened.reply;
    const { partner, found } = opened;
    const [linked, current] = await Promise.all([findBookingById(db, found.bookingId), browserBooking(request, partner)]);
    if (!linked) return page(reply, 410, renderInvalidLinkPage(partner));
    const other = otherUnfinished(current, linked.id);
    const html = renderLinkOpenPage({
      partner,
      purpose,
      action: linkPath(partner.slug, purpose, request.params.token),
      formToken: linkFormToken(secret, purpose, request.params.token),
      booking: linked.data,
      ...(other && { otherUnfinished: other.data }),
    });
    return page(reply, 200, html);
  }

  /** POST, from the link's own page: the booking moves to a new session, which this browser now holds. */
  async function move(request: LinkRequest, reply: FastifyReply, purpose: 'manage' | 'resume') {
    const opened = await open(request, reply, purpose);
    if ('reply' in opened) return opened.reply;
    const { partner, found } = opened;
    // Another site must not plant its booking in this browser (the crossSiteGuard already turned `cross-site` away).
    if (!isSameOriginForm(request)) {
      const body = `<h1>Your request was refused</h1>\n<p>${escapeHtml(API_MESSAGES.crossSiteRefused)}</p>`;
      return page(reply, 403, renderSimplePage('Your request was refused', body, partnerPageBrand(partner)));
    }
    const given = fieldOf(request.body, FORM_TOKEN_FIELD);
    // A POST without the page (a scanner's, a stale form): back to the page, whose button opens the booking.
    if (!tokensMatch(linkFormToken(secret, purpose, request.params.token), typeof given === 'string' ? given : undefined))
      return reply.header('cache-control', 'no-store').redirect(linkPath(partner.slug, purpose, request.params.token), 303);
    const managePage = managePagePath(partner.slug);
    const current = await browserBooking(request, partner);
    // Already this browser's booking: nothing to move.
    if (current?.id === found.bookingId) return reply.header('cache-control', 'no-store').redirect(managePage, 303);

    const session = await createSession(db);
    // Reset or cancelled between the lookup and now: the link no longer opens anything.
    if (!(await app.bookings.openByLink(partner, found.bookingId, session.id))) return page(reply, 410, renderInvalidLinkPage(partner));
    reply.setCookie(SESSION_COOKIE, session.id, sessionCookieOptions);
    const kept = otherUnfinished(current, found.bookingId);
    if (!kept) return reply.header('cache-control', 'no-store').redirect(managePage, 303);
    // The quote this browser held stays in its old session; its own resume link is how this browser reaches it now.
    const token = await issueBookingLink(db, { bookingId: kept.id, partnerSlug: partner.slug, purpose: 'resume', now: app.clock.now() });
    const html = renderKeptQuotePage({ partner, opened: managePage, kept: kept.data, keptResume: linkPath(partner.slug, 'resume', token) });
    return page(reply, 200, html);
  }

  app.get('/partners/:slug/manage/:token', { schema: linkPage }, (request, reply) => show(request, reply, 'manage'));
  app.get('/partners/:slug/resume/:token', { schema: linkPage }, (request, reply) => show(request, reply, 'resume'));
  app.post('/partners/:slug/manage/:token', { schema: linkPost }, (request, reply) => move(request, reply, 'manage'));
  app.post('/partners/:slug/resume/:token', { schema: linkPost }, (request, reply) => move(request, reply, 'resume'));

  // The confirmation link of a pay-later booking's provisional crew: GET shows the button, its POST confirms.
  app.get('/partners/:slug/confirm/:token', { schema: linkPage }, async (request, reply) => {
    const opened = await open(request, reply, 'confirm');
    if ('reply' in opened) return opened.reply;
    const linked = await findBookingById(db, opened.found.bookingId);
    if (!linked) return page(reply, 410, renderInvalidLinkPage(opened.partner));
    const { token } = request.params;
    const action = linkPath(opened.partner.slug, 'confirm', token);
    const formToken = linkFormToken(secret, 'confirm', token);
    return page(reply, 200, renderConfirmCrewPage({ partner: opened.partner, action, formToken, booking: linked.data }));
  });

  app.post('/partners/:slug/confirm/:token', { schema: linkPost }, async (request, reply) => {
    const opened = await open(request, reply, 'confirm');
    if ('reply' in opened) return opened.reply;
    const { partner, found } = opened;
    const given = fieldOf(request.body, FORM_TOKEN_FIELD);
    // Without the page (a scanner's POST, another site's form): back to the page, whose button confirms.
    if (
      !isSameOriginForm(request) ||
      !tokensMatch(linkFormToken(secret, 'confirm', request.params.token), typeof given === 'string' ? given : undefined)
    )
      return reply.header('cache-control', 'no-store').redirect(linkPath(partner.slug, 'confirm', request.params.token), 303);
    const answer = await app.bookings.confirm(partner, found.bookingId);
    if ('refusal' in answer && answer.refusal.status !== 409) return page(reply, 410, renderInvalidLinkPage(partner));
    return page(reply, 200, renderCrewConfirmedPage(partner, 'booking' in answer, managePagePath(partner.slug)));
  });

  app.get('/partners/:slug/unsubscribe/:token', { schema: linkPage }, async (request, reply) => {
    const opened = await open(request, reply, 'unsubscribe');
    if ('reply' in opened) return opened.reply;
    const action = linkPath(opened.partner.slug, 'unsubscribe', request.params.token);
    const body = `<h1>Stop the reminder emails?</h1>
<p>${escapeHtml(opened.partner.name)} will send no more "Continue your moving quote" emails to this address.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`;
    return page(reply, 200, renderSimplePage('Unsubscribe', body, partnerPageBrand(opened.partner)));
  });

  app.post(
    '/partners/:slug/unsubscribe/:token',
    { schema: { ...linkPage, response: { ...linkPage.response, 403: pagePostRefused } } },
    async (request, reply) => {
      const opened = await open(request, reply, 'unsubscribe');
      if ('reply' in opened) return opened.reply;
      if (opened.found.email) await optOutOfResumeEmails(db, opened.partner.slug, opened.found.email, app.clock.now());
      const body = `<h1>You are unsubscribed</h1>\n<p>${escapeHtml(opened.partner.name)} will send no more "Continue your moving quote" emails to this address.</p>`;
      return page(reply, 200, renderSimplePage('Unsubscribed', body, partnerPageBrand(opened.partner)));
    },
  );
};

/**
 * Restart booking (docs/FUNNEL.md, "Screens and routes"). Only a POST carrying the session's CSRF token resets:
 * the current booking is archived (kept, never deleted) and the visitor is sent to a fresh funnel (303). A GET,
 * a HEAD or a cross-site link changes nothing: it shows a page whose button makes that POST.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../html/escape-html';
import { renderNotFoundPage } from '../pages/not-found-page';
import { renderSimplePage } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';
import { FORM_TOKEN_FIELD } from '../../core/posted-form-names';
import { tokensMatch } from '../sessions/csrf-guard';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { sessionKey } from '../security/api-rate-limits';
import { createSessionAndAddressLimit, type SessionAndAddressLimits } from '../security/session-and-address-limit';
import { fieldOf } from '../../core/is-record';
import { htmlPage, PAGE_REFUSALS, pagePostRefused, redirect, slugParams } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

export interface ResetBookingOptions {
  sessions: VisitorSessions;
  partners: ReadonlyMap<string, ServerPartner>;
  /** Restarts per session and per address; default RESET_RATE_LIMITS. */
  rateLimits?: SessionAndAddressLimits;
}

/** A person restarts a booking a few times at most; each restart archives a booking and logs an event. */
export const RESET_RATE_LIMITS: SessionAndAddressLimits = {
  perSession: { max: 10, timeWindow: '1 minute' },
  perAddress: { max: 60, timeWindow: '1 minute' },
};

/** A reset form is one token; anything larger is not one. */
const FORM_BODY_LIMIT = 1024;

/** The confirmation page; its POST restarts and sends the browser to the funnel (303), or refuses with a page. */
const confirmSchema = { params: slugParams, response: { ...PAGE_REFUSALS, 200: htmlPage } } as const;
const resetSchema = { params: slugParams, response: { ...PAGE_REFUSALS, 303: redirect, 403: pagePostRefused } } as const;

function html(reply: FastifyReply, status: number, title: string, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderSimplePage(title, body));
}

function confirmPage(partner: ServerPartner, csrfToken: string): string {
  const funnel = `/partners/${encodeURIComponent(partner.slug)}/book`;
  return `<h1>Restart your booking?</h1>
<p>Your answers so far are kept with ${escapeHtml(partner.name)}, and you start again with an empty form.</p>
<form method="post" action="/partners/${encodeURIComponent(partner.slug)}/reset">
  <input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(csrfToken)}">
  <button type="submit">Restart booking</button>
</form>
<p><a href="${funnel}">Back to your booking</a></p>`;
}

export const resetBookingRoutes: RoutePlugin<ResetBookingOptions> = async (app, { sessions, partners, rateLimits = RESET_RATE_LIMITS }) => {
  const resetLimit = await createSessionAndAddressLimit(app, rateLimits, {
    name: 'reset',
    sessionKey,
    message: 'You restarted your booking many times in a row. Please wait a minute and try again.',
    refuse: (reply, message) => html(reply, 429, 'Please wait a moment', `<h1>Please wait a moment</h1>\n<p>${escapeHtml(message)}</p>`),
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );

  app.get('/partners/:slug/reset', { schema: confirmSchema }, async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    const session = await sessions.forPage(request, reply);
    return html(reply, 200, 'Restart your booking?', confirmPage(partner, session.csrfToken));
  });

  app.post('/partners/:slug/reset', { schema: resetSchema, onRequest: resetLimit }, async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    const session = await sessions.fromCookie(request);
    const formToken = fieldOf(request.body, FORM_TOKEN_FIELD);
    const fromForm = typeof formToken === 'string' ? formToken : undefined;
    const header = request.headers['x-csrf-token'];
    const given = fromForm ?? (typeof header === 'string' ? header : undefined);
    if (!session || !tokensMatch(session.csrfToken, given)) {
      const again = `/partners/${encodeURIComponent(partner.slug)}/reset`;
      return html(
        reply,
        403,
        'Please try again',
        `<h1>Your booking was not restarted</h1>\n<p>This page is out of date. Please <a href="${again}">try again</a>.</p>`,
      );
    }
    // A session never stored has no booking to archive.
    if (session.stored) await app.bookings.reset({ session, partner });
    return reply.header('cache-control', 'no-store').redirect(`/partners/${encodeURIComponent(partner.slug)}/book`, 303);
  });
};

/**
 * POST /partners/:slug/book: the landing form sent by the browser itself, before the app has started (docs/FUNNEL.md,
 * "Screens and routes"). The landing page starts its app on the customer's first input (docs/PERFORMANCE.md, "Starting
 * on intent"), so a submit pressed at once, or on a phone whose script never arrived, comes here as a plain form. It is
 * judged by the same flow and saved by the same desk as the app's save: answers the step refuses come back on the same
 * page with its messages (422); answers it takes are saved and the customer goes on to the next step (303).
 */
import { toBookingPatch } from '../../core/booking-patch';
import { funnelPath } from '../../core/funnel-path';
import { funnelDefinition } from '../../core/funnel-definition';
import { postedAnswers } from '../../core/posted-answers';
import { isOneOf } from '../../core/is-one-of';
import { MARKETING_FIELDS } from '../../core/marketing-fields';
import { queryFills } from '../../core/merge-query-into-booking';
import { deviceClass } from '../../core/insights/device-class';
import { fromServerBooking, toSavePayload } from '../../core/save-payload';
import { pageBooking } from '../bookings/page-booking';
import { toClientBooking } from '../bookings/to-client-booking';
import type { AppDb } from '../db/app-database';
import { bookingSession } from '../flow/booking-session';
import type { SendFunnelPage } from '../host-page/send-funnel-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import { renderSimplePage } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';
import { API_MESSAGES } from '../http/api-messages';
import { escapeHtml } from '../html/escape-html';
import { createNewSessionLimit, sessionKey, type ApiRateLimits } from '../security/api-rate-limits';
import { crossSiteGuard } from '../security/cross-site-guard';
import { createSessionAndAddressLimit, type SessionAndAddressLimits } from '../security/session-and-address-limit';
import { findUnstorableText } from '../security/unstorable-text-guard';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../core/posted-form-names';
import { tokensMatch } from '../sessions/csrf-guard';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { htmlPage, PAGE_REFUSALS, pagePostRefused, redirect, slugParams } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

export interface LandingFormOptions {
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  sessions: VisitorSessions;
  sendPage: SendFunnelPage;
  /** Default LANDING_FORM_RATE_LIMITS. */
  rateLimits?: SessionAndAddressLimits;
  /** The API's limits, whose count of new visitors' first saves a first save sent here counts in too. */
  apiRateLimits?: ApiRateLimits;
}

/** A customer sends the landing form a few times at most before the app takes over; the API's save limits are wider. */
export const LANDING_FORM_RATE_LIMITS: SessionAndAddressLimits = {
  perSession: { max: 20, timeWindow: '1 minute' },
  perAddress: { max: 200, timeWindow: '1 minute' },
};

/** The landing form's few short fields; anything larger is not one. */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * 303 to the next step (or a fresh page for a stale form), 422 the page again with the step's messages, 400 not this
 * form, 403 a cross-site post, 409 a save refused, 429 too many.
 */
const landingFormSchema = {
  params: slugParams,
  response: { ...PAGE_REFUSALS, 303: redirect, 400: htmlPage, 403: pagePostRefused, 409: htmlPage, 422: htmlPage },
} as const;

/** The funnel's landing step: the step whose layout is `landing` (schemas/steps/landing.json). */
const landingStep = Object.values(funnelDefinition.steps).find((step) => step.layout?.landing);

export const landingFormRoute: RoutePlugin<LandingFormOptions> = async (app, options) => {
  const { db, partners, sessions, sendPage } = options;
  if (!landingStep) return;
  const step = landingStep;

  const refused = (status: number, title: string, message: string, reply: Parameters<SendFunnelPage>[1]) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSimplePage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`));

  const formLimit = await createSessionAndAddressLimit(app, options.rateLimits ?? LANDING_FORM_RATE_LIMITS, {
    name: 'landing-form',
    sessionKey,
    message: API_MESSAGES.tooManyRequests,
    refuse: (reply, message) => refused(429, 'Please wait a moment', message, reply),
  });
  const newSessionLimit = createNewSessionLimit(app, options.apiRateLimits);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, new URLSearchParams(body.toString())),
  );

  app.post(`/partners/:slug${step.path}`, { schema: landingFormSchema, onRequest: [crossSiteGuard, formLimit] }, async (request, reply) => {
    const partner = partners.get(request.params.slug);
    if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    // A form's body only (application/x-www-form-urlencoded, parsed above): anything else is not this form.
    const form = request.body;
    if (!(form instanceof URLSearchParams)) return refused(400, 'Your request was refused', API_MESSAGES.requestRefused, reply);
    const session = await sessions.fromCookie(request);
    const token = form.get(FORM_TOKEN_FIELD) ?? undefined;
    // An expired or foreign page: its form starts again from a fresh page, where the app takes over.
    if (!session || !tokensMatch(session.csrfToken, token)) return reply.header('cache-control', 'no-store').redirect(request.url, 303);
    if (form.get(HONEYPOT_FIELD)) {
      request.log.warn({ route: request.routeOptions.url }, 'honeypot filled: request refused');
      return refused(400, 'Your request was refused', API_MESSAGES.requestRefused, reply);
    }

    // A new visitor's first save stores a session and a booking: counted with the API's.
    request.session = session;
    const limited = await newSessionLimit(request, reply);
    if (limited) return limited;

    const now = app.clock.now();
    const page = await pageBooking(db, session, partner.slug, now);
    // The booking as stored, without the hold the page shows beside it.
    const stored: Record<string, unknown> = { ...page };
    delete stored.hold;
    const location = partner.locations.find((candidate) => 'locationId' in stored && candidate.id === stored.locationId) ?? null;
    const judge = (booking: Record<string, unknown>) =>
      bookingSession(partner, { booking, location: location && { ...location }, today: now });
    const answers = postedAnswers(step, judge(stored).resolved(step.id), form);
    // The link's marketing parameters fill empty fields as the host page does (utm_*, click ids), then the answers:
    // this form stores its own step's fields only, never another step's answers from its address.
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const marketing = new URLSearchParams([...query].filter(([key]) => isOneOf(MARKETING_FIELDS, key)));
    const booking = { ...fromServerBooking(stored), ...queryFills(stored, marketing), ...toBookingPatch(answers) };
    const unstorable = findUnstorableText(answers, 'answers');
    const errors = judge(booking).errors(step.id);
    if (unstorable || Object.keys(errors).length > 0)
      return sendPage(request, reply, { partner, session, refusedSubmit: { stepId: step.id, answers: unstorable ? {} : answers } });

    const saved = await app.bookings.save(
      { session, partner, clientHash: app.hashClientAddress(request.ip), device: deviceClass(request.headers['user-agent']) },
      { ...toSavePayload(booking, step.id), revision: page.revision },
      step.id,
    );
    if ('refusal' in saved)
      return refused(saved.refusal.status ?? 409, 'Your details were not saved', saved.refusal.messages.join(' '), reply);
    // The next step as the app's Next would choose it, judged on the booking as stored.
    const edge = judge(toClientBooking(saved.booking)).next(step.id);
    const next = edge && !edge.convert ? funnelPath(partner.slug, edge.to, edge.query) : funnelPath(partner.slug, step.id);
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  });
};

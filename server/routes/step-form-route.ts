/**
 * POST /partners/:slug/book and every other step's path: a step's form sent by the browser itself, before the app has
 * started or without it (docs/FUNNEL.md, "Without JavaScript"). Every step's server HTML is a `method="post"` form with
 * the session's CSRF token and the honeypot (core/posted-form-names.ts), so a customer whose script never arrived, or
 * who has none, books all the same. The step's actions run through the server's registry and the same desks as the
 * app's calls (server/routes/submit-posted-step.ts): answers the step refuses come back on the same page with its
 * messages (422, or the desk's status); answers it takes are saved and the customer goes on to the next step (303).
 */
import type { FastifyInstance } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { deviceClass } from '../../core/insights/device-class';
import type { AppDb } from '../db/app-database';
import { submitPostedStep } from './submit-posted-step';
import type { SendFunnelPage } from '../host-page/send-funnel-page';
import { renderNotFoundPage } from '../pages/not-found-page';
import { renderSimplePage } from '../pages/render-simple-page';
import type { ServerPartner } from '../partners/server-partner';
import { API_MESSAGES } from '../http/api-messages';
import { escapeHtml } from '../html/escape-html';
import { createNewSessionLimit, sessionKey, type ApiRateLimits } from '../security/api-rate-limits';
import { crossSiteGuard } from '../security/cross-site-guard';
import { createSessionAndAddressLimit, type SessionAndAddressLimits } from '../security/session-and-address-limit';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../core/posted-form-names';
import { tokensMatch } from '../sessions/csrf-guard';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { htmlPage, PAGE_REFUSALS, pagePostRefused, redirect } from './reply-schemas';

export interface StepFormOptions {
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  sessions: VisitorSessions;
  sendPage: SendFunnelPage;
  /** Default STEP_FORM_RATE_LIMITS. */
  rateLimits?: SessionAndAddressLimits;
  /** The API's limits, whose count of new visitors' first saves a first save sent here counts in too. */
  apiRateLimits?: ApiRateLimits;
}

/** A walk without the app posts each of some fifteen steps once, a refused one again; the API's save limits are wider. */
export const STEP_FORM_RATE_LIMITS: SessionAndAddressLimits = {
  perSession: { max: 60, timeWindow: '1 minute' },
  perAddress: { max: 300, timeWindow: '1 minute' },
};

/** A step's few short fields (the notes are the longest); anything larger is not one. */
const FORM_BODY_LIMIT = 16 * 1024;

/** The views whose page is a form the customer submits; processing, complete and manage post nothing. */
const SUBMITTED_VIEWS: ReadonlySet<string> = new Set(['form', 'summary', 'checkout']);
const submittedSteps = funnelDefinition.flow.steps
  .map((id) => funnelDefinition.steps[id]!)
  .filter((step) => SUBMITTED_VIEWS.has(step.view ?? 'form'));

const paramsSchema = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** 303 the next step (or a fresh page for a stale form); 422 (or the desk's 409) the step again with its messages; 400 not this form; 403 a cross-site post. */
const stepFormSchema = {
  params: paramsSchema,
  response: { ...PAGE_REFUSALS, 303: redirect, 400: htmlPage, 403: pagePostRefused, 409: htmlPage, 422: htmlPage },
} as const;

export async function stepFormRoute(app: FastifyInstance, options: StepFormOptions): Promise<void> {
  const { db, partners, sessions, sendPage } = options;

  const refused = (status: number, title: string, message: string, reply: Parameters<SendFunnelPage>[1]) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSimplePage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`));

  const formLimit = await createSessionAndAddressLimit(app, options.rateLimits ?? STEP_FORM_RATE_LIMITS, {
    name: 'step-form',
    sessionKey,
    message: API_MESSAGES.tooManyRequests,
    refuse: (reply, message) => refused(429, 'Please wait a moment', message, reply),
  });
  const newSessionLimit = createNewSessionLimit(app, options.apiRateLimits);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, new URLSearchParams(body.toString())),
  );

  for (const step of submittedSteps) {
    app.post<{ Params: { slug: string }; Body: unknown }>(
      `/partners/:slug${step.path}`,
      // 303: the next step; 422 (or the desk's 404/409/429): the step again with its messages, HTML; 400/403/404: refused.
      { schema: stepFormSchema, onRequest: [crossSiteGuard, formLimit] },
      async (request, reply) => {
        const partner = partners.get(request.params.slug);
        if (!partner) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
        // A form's body only (application/x-www-form-urlencoded, parsed above): anything else is not this form.
        const form = request.body;
        if (!(form instanceof URLSearchParams)) return refused(400, 'Your request was refused', API_MESSAGES.requestRefused, reply);
        const session = await sessions.fromCookie(request);
        const token = form.get(FORM_TOKEN_FIELD) ?? undefined;
        // An expired or foreign page: the step opens again from a fresh page (the step redirect takes it where it may).
        if (!session || !tokensMatch(session.csrfToken, token)) return reply.header('cache-control', 'no-store').redirect(request.url, 303);
        if (form.get(HONEYPOT_FIELD)) {
          request.log.warn({ route: request.routeOptions.url }, 'honeypot filled: request refused');
          return refused(400, 'Your request was refused', API_MESSAGES.requestRefused, reply);
        }

        // A new visitor's first save stores a session and a booking: counted with the API's.
        request.session = session;
        const limited = await newSessionLimit(request, reply);
        if (limited) return limited;

        const visit = {
          session,
          partner,
          clientHash: app.hashClientAddress(request.ip),
          device: deviceClass(request.headers['user-agent']),
        };
        const outcome = await submitPostedStep(
          { db, bookings: app.bookings, capacity: app.capacity, now: app.clock.now() },
          {
            step,
            visit,
            form,
            query: new URLSearchParams(request.url.split('?')[1] ?? ''),
            holdAddress: normalizeIP(request.ip, 64),
          },
        );
        if ('refused' in outcome)
          return sendPage(request, reply, { partner, session, refusedSubmit: outcome.refused, status: outcome.status });
        return reply.header('cache-control', 'no-store').redirect(outcome.next, 303);
      },
    );
  }
}

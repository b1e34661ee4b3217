/**
 * The Fastify app without listening or side effects beyond reading the template, so tests drive it
 * with `inject` and main.ts only adds the environment, the database and the port.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LoggerOptions } from 'pino';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Plugin } from 'ajv';
import ajvFormats from 'ajv-formats';
import { systemClock, type Clock } from '../core/clock';
import { createBookingDesk } from './bookings/booking-desk';
import { PROVISIONAL_CREW_LIMITS } from './bookings/crew-to-take';
import { clientAddressHasher } from './consent/client-address-hash';
import { createCapacityDesk, HOLD_LIMITS, type HoldLimits } from './capacity/capacity-desk';
import { CROWDED_DAY_WARNING, crowdedDayWatch } from './capacity/crowded-day-watch';
import type { AppConfig } from './config/app-config';
import { fastifyTrustProxy } from './config/parse-trust-proxy';
import type { AppDatabase } from './db/app-database';
import { createAppDeliveryWorker } from './delivery/outbox/app-delivery-worker';
import { registerOperatorRoutes } from './routes/register-operator-routes';
import { latestReportRoute } from './routes/latest-report-route';
import { createBookingOutbox } from './delivery/outbox/booking-outbox';
import { leadEventBody } from './delivery/outbox/lead-event-body';
import { createAppDeliveryMail } from './delivery/outbox/app-delivery-mail';
import type { DeliveryMail } from './delivery/outbox/delivery-mail';
import { googleApi } from './distance/google-api';
import { createRouteFigures } from './distance/route-figures';
import { loadAppRenderer, type RenderApp } from './host-page/app-renderer';
import { loadHostTemplate } from './host-page/load-host-template';
import { frameworkErrors } from './routes/framework-errors';
import { registerAppErrorHandlers } from './routes/app-error-handlers';
import { fastifyServerOptions, SERVER_LIMITS, type ServerLimits } from './config/server-limits';
import { registerResponseCompression } from './http/response-compression';
import { createStepFieldMessages } from './http/step-field-messages';
import type { FieldMessageLookup } from './http/validation-messages';
import type { ServerPartner } from './partners/server-partner';
import { createStripePayments, type StripePayments } from './payments/stripe/create-stripe-payments';
import { stripeWebhookRoute } from './routes/stripe-webhook-route';
import { createStoredBookingJudgement } from './bookings/stored-booking-judgement';
import type { PaymentProvider } from './payments/payment-provider';
import { appJobs } from './jobs/app-jobs';
import { createJobRunner } from './jobs/job-runner';
import { API_BODY_LIMIT, apiRoutes } from './routes/api-routes';
import { healthRoutes } from './routes/health-routes';
import { demoSiteRoutes } from './routes/demo-site-routes';
import { embedScriptRoute } from './routes/embed-script-route';
import { hostPageRoutes } from './routes/host-page-routes';
import { partnerFaviconRoute } from './routes/partner-favicon-route';
import { plainPageRoutes } from './routes/plain-page-routes';
import { resetBookingRoutes } from './routes/reset-booking-routes';
import { bookingLinkRoutes } from './routes/booking-link-routes';
import { registerStaticAssets } from './routes/static-assets';
import type { ApiRateLimits } from './security/api-rate-limits';
import { crossSiteGuard } from './security/cross-site-guard';
import { registerSecurityHeaders } from './security/security-headers';
import { rateLimitPluginOptions, type SessionAndAddressLimits } from './security/session-and-address-limit';
import './request-context';
import { createVisitorSessions } from './sessions/visitor-sessions';

export interface BuildAppOptions {
  /** An open, migrated database (openDatabase). */
  db: AppDatabase;
  partners: readonly ServerPartner[];
  config: AppConfig;
  /** The built app: index.html is the host page template, server/server-entry.js the server renderer. */
  distDir: string;
  /** The server renderer; default: the built one in `distDir/server/` (`npm run dev` passes Vite's). */
  renderApp?: Promise<RenderApp>;
  /** pino options (logging/logger-options.ts) or false. */
  logger?: LoggerOptions | false;
  /** Where partner logos are read at run time (`public/`); tests pass their own. */
  publicDir?: string;
  /** Defaults to the provider the config selects; tests pass their own. */
  payments?: PaymentProvider | null;
  /** Defaults to the Stripe setup the config selects (STRIPE_SECRET_KEY); tests pass one built on a fake API. */
  stripe?: StripePayments | null;
  /** Messages for field errors; defaults to the step files' texts, else 'field: problem' lines. */
  fieldMessages?: FieldMessageLookup;
  /** /api/v1 mutation limits per session and per address (server/security/api-rate-limits.ts); tests and benchmarks raise them. */
  rateLimits?: ApiRateLimits;
  /** Calendar reads per session and per address (server/routes/capacity-routes.ts); benchmarks raise them. */
  availabilityLimits?: SessionAndAddressLimits;
  /** The one source of "now" (core/clock.ts): routes, workers and checks read `app.clock`; tests pass one they move. */
  clock?: Clock;
  /** Start the job runner (server/jobs/app-jobs.ts) with the server (true); inject tests leave it stopped and call `app.jobs.runOnce()`. */
  backgroundJobs?: boolean;
  /** How the worker writes and sends email; tests pass their own. */
  mail?: DeliveryMail | null;
  /** Real-time pause between the job runner's ticks and the delivery worker's claims (500 ms). */
  deliveryPollMs?: number;
  /** The token `npm run deliveries` asks this server with over loopback (server/delivery/operator/); absent: no such routes. */
  operatorToken?: string;
  /** Timeouts and the connection cap (server/config/server-limits.ts); tests shorten them. MAX_CONNECTIONS comes from the config. */
  serverLimits?: Partial<ServerLimits>;
  /** Holds running at once per session and per address (server/capacity/capacity-desk.ts); HOLDS_PER_ADDRESS sets the second. */
  holdLimits?: Partial<HoldLimits>;
  /** `npm run dev`: DATA_DIR, whose insights reports the preview page links (server/routes/latest-report-route.ts). */
  insightsReportsDir?: string;
}

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const BOOKING_SCHEMA: unknown = JSON.parse(readFileSync(new URL('../schemas/booking.schema.json', import.meta.url), 'utf8'));

/** Named so Fastify's compiler sees ajv-formats is present and does not add its own copy (keywords would clash). */
const formatsPlugin: Plugin<unknown> = function formatsPlugin(ajv) {
  return ajvFormats(ajv);
};

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const db = options.db.db;
  const partners = new Map(options.partners.map((partner) => [partner.slug, partner]));
  const clock = options.clock ?? systemClock;
  const outbox = createBookingOutbox({ partners, clock, body: leadEventBody });
  const template = loadHostTemplate(options.distDir);
  const sessions = createVisitorSessions(db, config.sessionSecret);
  const google = config.googleMapsServerApiKey ? googleApi(config.googleMapsServerApiKey, config.googleApiBase) : null;
  // The two desks every change of a booking goes through: the crew follows the booking, the partner hears of it.
  const holdLimits = { ...HOLD_LIMITS, ...(config.holdsPerAddress && { perAddress: config.holdsPerAddress }), ...options.holdLimits };
  // Called after start, when `app` exists: a crew taken from a client address bucket that crowds its day.
  const watchDay = crowdedDayWatch(config.crowdedDay, (warning) => app.log.warn(warning, CROWDED_DAY_WARNING));
  const capacity = createCapacityDesk({ db, clock, holdLimits, watchDay });
  const routeFigures = createRouteFigures({
    google,
    // Called after start, when `app` exists.
    onFallback: (error) => app.log.warn({ err: error }, 'Google maps call failed; offline figures used'),
  });
  const provisionalLimits = {
    perContact: config.provisionalCrewsPerContact ?? PROVISIONAL_CREW_LIMITS.perContact,
    perAddress: config.provisionalCrewsPerAddress ?? PROVISIONAL_CREW_LIMITS.perAddress,
  };
  const deskDeps = { db, sessions, partners, capacity, outbox, routeFigures, clock, provisionalLimits };
  const bookings = createBookingDesk(deskDeps);
  // Pay now converts through the booking desk, which takes the crew (server/bookings/booking-desk.ts).
  const stripe = options.stripe === undefined ? createStripePayments(config, db, bookings.recordConversion) : options.stripe;
  const payments = options.payments === undefined ? (stripe?.provider ?? null) : options.payments;
  const renderApp = options.renderApp ?? loadAppRenderer(options.distDir);
  // Awaited by each page request, which reports a failed load; no unhandled rejection before the first one.
  renderApp.catch(() => undefined);

  const limits: ServerLimits = { ...SERVER_LIMITS, maxConnections: config.maxConnections, ...options.serverLimits };
  const app = Fastify({
    ...fastifyServerOptions(limits),
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: API_BODY_LIMIT,
    frameworkErrors,
    // The browser's RJSF validator settings: reject unknown fields and wrong
    // types with a message instead of silently stripping or coercing them.
    ajv: {
      customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: false },
      plugins: [formatsPlugin],
    },
  });
  app.server.maxConnections = limits.maxConnections;
  app.addSchema(BOOKING_SCHEMA);
  const mail = options.mail === undefined ? createAppDeliveryMail(config, app.log) : options.mail;
  const worker = createAppDeliveryWorker({
    db,
    config,
    partners,
    clock,
    log: app.log,
    // SMTP_URL, else .eml files under DATA_DIR/mail/ (server/delivery/mail/create-mail-transport.ts).
    mail,
    pollMs: options.deliveryPollMs,
  });
  const jobs = createJobRunner({
    jobs: appJobs({ database: options.db, config, partners, deliveries: worker, desk: deskDeps }),
    clock,
    log: app.log,
    tickMs: options.deliveryPollMs,
  });
  app.decorate('clock', clock);
  app.decorate('deliveries', worker);
  app.decorate('jobs', jobs);
  app.decorate('capacity', capacity);
  app.decorate('bookings', bookings);
  app.decorate('hashClientAddress', clientAddressHasher(config.sessionSecret));
  if (options.backgroundJobs !== false) app.addHook('onReady', () => jobs.start());
  // After the last request, before main.ts closes the database: the jobs end and attempts in flight record their results.
  app.addHook('onClose', async () => {
    await jobs.stop();
    mail?.close?.();
  });
  app.decorateRequest('session', null);
  app.decorateRequest('partner', null);
  registerResponseCompression(app);
  app.register(fastifyCookie, { secret: config.sessionSecret });
  // Every rate limit (API, restarts, card routes) counts where its placement says (security/rate-limit-placement.ts).
  app.register(fastifyRateLimit, rateLimitPluginOptions(options.db, clock));
  // On the root instance, so every context, 404 and error reply gets the headers (docs/DECISIONS.md, Hardening).
  registerSecurityHeaders(app, { sentryDsn: config.sentryDsn });
  app.addHook('onRequest', crossSiteGuard);

  const fieldMessages = options.fieldMessages ?? createStepFieldMessages();
  registerAppErrorHandlers(app, fieldMessages);

  app.register(healthRoutes, { database: options.db });
  if (options.operatorToken) registerOperatorRoutes(app, { token: options.operatorToken, db, worker, partners, config, desk: deskDeps });
  app.register(apiRoutes, {
    db,
    sessions,
    partners,
    payments,
    payNow: stripe?.provider ?? null,
    fieldMessages,
    rateLimits: options.rateLimits,
    availabilityLimits: options.availabilityLimits,
  });
  // Stripe calls it: outside the /api/v1 plugin (no CSRF guard), with its own raw-body parser.
  if (stripe?.webhookSecret) {
    app.register(stripeWebhookRoute, {
      stripe: stripe.stripe,
      store: stripe.store,
      webhookSecret: stripe.webhookSecret,
      judgeStoredBooking: createStoredBookingJudgement(db, partners, bookings),
    });
  }
  app.register(plainPageRoutes, { partners });
  const stripeAvailable = payments !== null && config.stripePublishableKey !== undefined;
  app.register(demoSiteRoutes, { partners, cardPayments: stripeAvailable });
  app.register(embedScriptRoute, { publicDir: options.publicDir ?? PUBLIC_DIR });
  app.register(partnerFaviconRoute, { partners });
  registerStaticAssets(app, options.distDir);
  app.register(resetBookingRoutes, { sessions, partners });
  app.register(bookingLinkRoutes, { db, partners, sessions, secret: config.sessionSecret });
  if (options.insightsReportsDir)
    app.register(latestReportRoute, { dataDir: options.insightsReportsDir, partners: new Set(partners.keys()) });
  app.register(hostPageRoutes, {
    db,
    sessions,
    partners,
    template,
    renderApp,
    publicDir: options.publicDir ?? PUBLIC_DIR,
    stripePublishableKey: config.stripePublishableKey ?? '',
    stripeAvailable,
    googleMapsApiKey: config.googleMapsApiKey ?? null,
    sentryDsn: config.sentryDsn,
    apiRateLimits: options.rateLimits,
    insightsReportsDir: options.insightsReportsDir,
  });
  return app;
}

/**
 * The Fastify app without listening or side effects beyond reading the template, so tests drive it
 * with `inject` and main.ts only adds the environment, the database and the port. The services are named plugins
 * that say what they need (docs/DECISIONS.md, "Typed routes"); the routes (./routes/app-routes.ts) read them from `app`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Plugin } from 'ajv';
import ajvFormats from 'ajv-formats';
import { systemClock } from '../core/clock';
import { bookingSchema } from '../core/generated/booking-schema';
import type { BuildAppOptions } from './routes/build-app-options';
import { bookingDeskPlugin } from './bookings/booking-desk-plugin';
import type { RecordConversion } from './bookings/desk-deps';
import { capacityDeskPlugin } from './capacity/capacity-desk-plugin';
import { CROWDED_DAY_WARNING, crowdedDayWatch } from './capacity/crowded-day-watch';
import { HOLD_LIMITS } from './capacity/capacity-desk';
import { clockPlugin } from './clock-plugin';
import { fastifyTrustProxy } from './config/parse-trust-proxy';
import { fastifyServerOptions, SERVER_LIMITS, type ServerLimits } from './config/server-limits';
import { OneLineRequestLog } from './logging/one-line-request-log';
import { clientAddressHashPlugin } from './consent/client-address-hash-plugin';
import { googleApi } from './distance/google-api';
import { registerResponseCompression } from './http/response-compression';
import { createStepFieldMessages } from './http/step-field-messages';
import { jobsPlugin } from './jobs/jobs-plugin';
import { createStripePayments } from './payments/stripe/create-stripe-payments';
import { API_BODY_LIMIT } from './routes/api-routes';
import { registerAppErrorHandlers } from './routes/app-error-handlers';
import { registerAppRoutes } from './routes/app-routes';
import { frameworkErrors } from './routes/framework-errors';
import { crossSiteGuard } from './security/cross-site-guard';
import { registerSecurityHeaders } from './security/security-headers';
import { rateLimitPluginOptions } from './security/session-and-address-limit';
import './request-context';
import { createVisitorSessions } from './sessions/visitor-sessions';

export type { BuildAppOptions } from './routes/build-app-options';

/** Named so Fastify's compiler sees ajv-formats is present and does not add its own copy (keywords would clash). */
const formatsPlugin: Plugin<unknown> = function formatsPlugin(ajv) {
  return ajvFormats(ajv);
};

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const db = options.db.db;
  const partners = new Map(options.partners.map((partner) => [partner.slug, partner]));
  const clock = options.clock ?? systemClock;
  const sessions = createVisitorSessions(db, config.sessionSecret);

  const limits: ServerLimits = { ...SERVER_LIMITS, maxConnections: config.maxConnections, ...options.serverLimits };
  const app = Fastify({
    ...fastifyServerOptions(limits),
    logger: options.logger ?? false,
    logController: new OneLineRequestLog(),
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
  app.addSchema(bookingSchema);

  // The services, each a named plugin with its dependencies: the crew follows the booking, the partner hears of it.
  app.register(clockPlugin, { clock });
  const holdLimits = { ...HOLD_LIMITS, ...(config.holdsPerAddress && { perAddress: config.holdsPerAddress }), ...options.holdLimits };
  // A crew taken from a client address bucket that crowds its day is logged (server/capacity/crowded-day-watch.ts).
  const watchDay = crowdedDayWatch(config.crowdedDay, (warning) => app.log.warn(warning, CROWDED_DAY_WARNING));
  app.register(capacityDeskPlugin, { db, holdLimits, watchDay });
  const google = config.googleMapsServerApiKey ? googleApi(config.googleMapsServerApiKey, config.googleApiBase) : null;
  const provisionalLimits = { perContact: config.provisionalCrewsPerContact, perAddress: config.provisionalCrewsPerAddress };
  // Pay now converts through the booking desk, which takes the crew (server/bookings/booking-desk.ts); called after start.
  const recordConversion: RecordConversion = (...args) => app.bookings.recordConversion(...args);
  const stripe = options.stripe === undefined ? createStripePayments(config, db, recordConversion) : options.stripe;
  const payments = options.payments === undefined ? (stripe?.provider ?? null) : options.payments;
  // A cancellation refunds the deposit or keeps the fee shown, in its own transaction (server/bookings/cancellation-money.ts).
  app.register(bookingDeskPlugin, {
    db,
    sessions,
    partners,
    google,
    provisionalLimits,
    updateMergeMs: config.updateMergeMs,
    money: stripe?.cancellationMoney,
  });
  app.register(clientAddressHashPlugin, { secret: config.sessionSecret });
  app.register(jobsPlugin, {
    database: options.db,
    config,
    partners,
    mail: options.mail,
    pollMs: options.deliveryPollMs,
    start: options.backgroundJobs !== false,
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
  registerAppRoutes(app, options, { partners, sessions, fieldMessages, stripe, payments });
  return app;
}

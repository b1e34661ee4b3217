/**
 * Every route of the app, registered on the root instance in one place: the API under /api/v1, Stripe's webhook, the
 * pages, the customers' links, the files, and in development or for the operator their own routes. Each route plugin
 * reads the services it needs from `app` (server/build-app.ts registers them) and is given the rest here.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from './build-app-options';
import { createStoredBookingJudgement } from '../bookings/stored-booking-judgement';
import { loadHostTemplate } from '../host-page/load-host-template';
import { loadAppRenderer } from '../host-page/app-renderer';
import type { FieldMessageLookup } from '../http/validation-messages';
import type { ServerPartner } from '../partners/server-partner';
import type { PaymentProvider } from '../payments/payment-provider';
import type { StripePayments } from '../payments/stripe/create-stripe-payments';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { apiRoutes } from './api-routes';
import { bookingLinkRoutes } from './booking-link-routes';
import { demoSiteRoutes } from './demo-site-routes';
import { embedScriptRoute } from './embed-script-route';
import { healthRoutes } from './health-routes';
import { hostPageRoutes } from './host-page-routes';
import { latestReportRoute } from './latest-report-route';
import { registerOperatorRoutes } from './register-operator-routes';
import { partnerFaviconRoute } from './partner-favicon-route';
import { plainPageRoutes } from './plain-page-routes';
import { resetBookingRoutes } from './reset-booking-routes';
import { staticAssets } from './static-assets';
import { stripeWebhookRoute } from './stripe-webhook-route';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/** What buildApp made of its options for the routes besides the services on `app`. */
export interface AppRoutesDeps {
  partners: ReadonlyMap<string, ServerPartner>;
  sessions: VisitorSessions;
  fieldMessages: FieldMessageLookup;
  stripe: StripePayments | null;
  payments: PaymentProvider | null;
}

export function registerAppRoutes(app: FastifyInstance, options: BuildAppOptions, deps: AppRoutesDeps): void {
  const { partners, sessions, stripe, payments } = deps;
  const { config } = options;
  const db = options.db.db;
  const publicDir = options.publicDir ?? PUBLIC_DIR;
  const renderApp = options.renderApp ?? loadAppRenderer(options.distDir);
  // Awaited by each page request, which reports a failed load; no unhandled rejection before the first one.
  renderApp.catch(() => undefined);
  app.register(healthRoutes, { database: options.db });
  if (options.operatorToken) registerOperatorRoutes(app, { token: options.operatorToken, db, partners, config });
  app.register(apiRoutes, {
    db,
    sessions,
    partners,
    payments,
    payNow: stripe?.provider ?? null,
    fieldMessages: deps.fieldMessages,
    rateLimits: options.rateLimits,
    availabilityLimits: options.availabilityLimits,
  });
  // Stripe calls it: outside the /api/v1 plugin (no CSRF guard), with its own raw-body parser.
  if (stripe?.webhookSecret) {
    const { webhookSecret } = stripe;
    app.register(stripeWebhookRoute, (parent) => ({
      stripe: stripe.stripe,
      store: stripe.store,
      webhookSecret,
      judgeStoredBooking: createStoredBookingJudgement(db, partners, parent.bookings),
    }));
  }
  app.register(plainPageRoutes, { partners });
  const stripeAvailable = payments !== null && config.stripePublishableKey !== undefined;
  app.register(demoSiteRoutes, { partners, cardPayments: stripeAvailable });
  app.register(embedScriptRoute, { publicDir });
  app.register(partnerFaviconRoute, { partners });
  app.register(staticAssets, { distDir: options.distDir });
  app.register(resetBookingRoutes, { sessions, partners });
  app.register(bookingLinkRoutes, { db, partners, sessions, secret: config.sessionSecret });
  if (options.insightsReportsDir)
    app.register(latestReportRoute, { dataDir: options.insightsReportsDir, partners: new Set(partners.keys()) });
  app.register(hostPageRoutes, {
    db,
    sessions,
    partners,
    template: loadHostTemplate(options.distDir),
    renderApp,
    publicDir,
    stripePublishableKey: config.stripePublishableKey ?? '',
    stripeAvailable,
    googleMapsApiKey: config.googleMapsApiKey ?? null,
    sentryDsn: config.sentryDsn,
    apiRateLimits: options.rateLimits,
    insightsReportsDir: options.insightsReportsDir,
  });
}

/**
 * Everything under /api/v1 in one encapsulated context: JSON bodies only (415 otherwise), the CSRF guard
 * on every mutation, and `{ messages }` errors. Other contexts (e.g. a Stripe webhook needing the raw
 * body) keep Fastify's defaults and add their own parser.
 */
import type { SessionAndAddressLimits } from '../security/session-and-address-limit';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/app-database';
import { createApiErrorHandler } from '../http/api-error-handler';
import type { FieldMessageLookup } from '../http/validation-messages';
import { createPartnerFromHeader } from '../partners/partner-from-header';
import type { ServerPartner } from '../partners/server-partner';
import type { PaymentProvider } from '../payments/payment-provider';
import { createCsrfGuard } from '../sessions/csrf-guard';
import { createNewSessionLimit, type ApiRateLimits } from '../security/api-rate-limits';
import { registerApiGuards } from '../security/register-api-guards';
import { addressRoutes } from './addresses';
import { bookingRoutes } from './booking-routes';
import { capacityRoutes } from './capacity-routes';
import { createActiveHoldHook } from '../capacity/active-hold-hook';
import { payNowVerifyRoute } from './pay-now-verify-route';
import { stripeSetupIntentRoute } from './setup-intent-route';
import type { PayNowConfirmer } from '../payments/stripe/stripe-payment-provider';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { suggestedLocationRoute } from './suggested-location-route';

/** A booking is a few KB; anything near this is not one. */
export const API_BODY_LIMIT = 64 * 1024;

interface Options {
  db: AppDb;
  sessions: VisitorSessions;
  partners: ReadonlyMap<string, ServerPartner>;
  payments: PaymentProvider | null;
  /** The Stripe provider's server-side pay-now check; null without Stripe. */
  payNow: PayNowConfirmer | null;
  fieldMessages: FieldMessageLookup;
  /** Per-session and per-address limits on mutations (server/security/api-rate-limits.ts); tests raise them. */
  rateLimits?: ApiRateLimits;
  /** Calendar reads per session and per address (./capacity-routes.ts); benchmarks raise them. */
  availabilityLimits?: SessionAndAddressLimits;
}

export async function apiRoutes(
  app: FastifyInstance,
  { db, sessions, partners, payments, payNow, fieldMessages, rateLimits, availabilityLimits }: Options,
): Promise<void> {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Bodiless calls (pay-later, setup-intent, suggested-location) still send Content-Type: application/json
  // (docs/FUNNEL.md#calls); an empty body is then no body, not a JSON error.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: API_BODY_LIMIT }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });
  app.setErrorHandler(createApiErrorHandler(fieldMessages));
  // Rate limits and the honeypot before the CSRF guard: refused traffic costs no database query.
  await registerApiGuards(app, rateLimits);
  app.addHook('onRequest', createCsrfGuard(sessions));
  app.addHook('onRequest', createNewSessionLimit(app, rateLimits));

  const partnerFromHeader = createPartnerFromHeader(partners);
  // Every booking answer carries its active hold (docs/FUNNEL.md, "Holding the time slot").
  app.addHook('preSerialization', createActiveHoldHook(db));
  await app.register(bookingRoutes, { partnerFromHeader });
  await app.register(capacityRoutes, { sessions, partnerFromHeader, availabilityLimits });
  await app.register(stripeSetupIntentRoute, { payments, partnerFromHeader });
  await app.register(payNowVerifyRoute, { payments: payNow, partnerFromHeader });
  await app.register(suggestedLocationRoute, { partnerFromHeader });
  await app.register(addressRoutes);
}

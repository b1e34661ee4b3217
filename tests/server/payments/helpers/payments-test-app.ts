/**
 * A small app with the payment routes placed as build-app.ts will place them: the card routes inside an
 * /api/v1-style context (the real session cookie, CSRF guard, partner header and `{ messages }` errors),
 * the webhook beside it. Everything but Stripe's API is real, including the database.
 */
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type Stripe from 'stripe';
import type { AppDb } from '../../../../server/db/app-database';
import { createRouteFigures } from '../../../../server/distance/route-figures';
import type { SessionRecord } from '../../../../server/db/session-repository';
import { createApiErrorHandler } from '../../../../server/http/api-error-handler';
import { createPartnerFromHeader } from '../../../../server/partners/partner-from-header';
import type { StripePaymentProvider } from '../../../../server/payments/stripe/stripe-payment-provider';
import type { StripePaymentsStore } from '../../../../server/payments/stripe/stripe-payments-store';
import { payNowVerifyRoute } from '../../../../server/routes/pay-now-verify-route';
import type { CardRateLimits } from '../../../../server/payments/stripe/rate-limit-guard';
import { stripeSetupIntentRoute } from '../../../../server/routes/setup-intent-route';
import { stripeWebhookRoute } from '../../../../server/routes/stripe-webhook-route';
import { createStoredBookingJudgement } from '../../../../server/bookings/stored-booking-judgement';
import { createBookingDesk } from '../../../../server/bookings/booking-desk';
import { createCapacityDesk } from '../../../../server/capacity/capacity-desk';
import { testOutbox } from '../../helpers/test-outbox';
import { createCsrfGuard } from '../../../../server/sessions/csrf-guard';
import { SESSION_COOKIE } from '../../../../server/sessions/session-cookie';
import { createVisitorSessions } from '../../../../server/sessions/visitor-sessions';
import '../../../../server/request-context';
import { systemClock } from '../../../../core/clock';
import { TEST_SESSION_SECRET, testPartners } from '../../helpers/test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_payments';

export interface PaymentsTestAppOptions {
  db: AppDb;
  payments: StripePaymentProvider | null;
  webhook?: { stripe: Stripe; store: StripePaymentsStore };
  setupIntentLimits?: CardRateLimits;
  verifyLimits?: CardRateLimits;
  /** The partner files (testPartners() when left out), e.g. one asking for a deposit. */
  partnerFiles?: ReturnType<typeof testPartners>;
}

export async function paymentsTestApp(options: PaymentsTestAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: false } },
  });
  app.decorate('clock', systemClock);
  app.decorateRequest('session', null);
  app.decorateRequest('partner', null);
  await app.register(fastifyCookie, { secret: TEST_SESSION_SECRET });
  const partners = new Map((options.partnerFiles ?? testPartners()).map((partner) => [partner.slug, partner]));
  const partnerFromHeader = createPartnerFromHeader(partners);
  const routeFigures = createRouteFigures({ google: null });
  const sessions = createVisitorSessions(options.db, TEST_SESSION_SECRET);
  const capacity = createCapacityDesk({ db: options.db, clock: systemClock });
  const bookings = createBookingDesk({
    db: options.db,
    sessions,
    partners,
    capacity,
    outbox: testOutbox(),
    routeFigures,
    clock: systemClock,
  });
  app.decorate('capacity', capacity);
  app.decorate('bookings', bookings);
  await app.register(async (api) => {
    api.setErrorHandler(createApiErrorHandler(() => undefined));
    api.addHook('onRequest', createCsrfGuard(sessions));
    await api.register(stripeSetupIntentRoute, {
      payments: options.payments,
      partnerFromHeader,
      rateLimits: options.setupIntentLimits,
    });
    await api.register(payNowVerifyRoute, { payments: options.payments, partnerFromHeader, rateLimits: options.verifyLimits });
  });
  if (options.webhook) {
    await app.register(stripeWebhookRoute, {
      ...options.webhook,
      webhookSecret: WEBHOOK_SECRET,
      judgeStoredBooking: createStoredBookingJudgement(options.db, partners, bookings),
    });
  }
  await app.ready();
  return app;
}

/** A call the way the renderer makes it, for a session made with createSession. */
export function callAs(
  app: FastifyInstance,
  session: SessionRecord,
  url: string,
  body?: unknown,
  extra: Partial<InjectOptions> = {},
  partnerSlug = 'bayside-movers',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      accept: 'application/json',
      cookie: `${SESSION_COOKIE}=${app.signCookie(session.id)}`,
      'x-csrf-token': session.csrfToken,
      'x-partner-slug': partnerSlug,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...extra,
  });
}

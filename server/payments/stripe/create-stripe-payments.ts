/**
 * Everything Stripe from the configuration, or null without STRIPE_SECRET_KEY (pay now unavailable,
 * pay later works: docs/FUNNEL.md#calls). build-app.ts calls this once and hands the parts to the routes.
 */
import type { CancellationMoney } from '../../bookings/cancellation-money';
import type { RecordConversion } from '../../bookings/desk-deps';
import { createCancellationMoney } from './settle-cancellation';
import type Stripe from 'stripe';
import type { AppDb } from '../../db/app-database';
import { createDbStripePaymentsStore } from './create-db-stripe-payments-store';
import { createStripeClient } from './create-stripe-client';
import { createStripePaymentProvider, type StripePaymentProvider } from './stripe-payment-provider';
import type { StripePaymentsStore } from './stripe-payments-store';

export interface StripePaymentsConfig {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** STRIPE_API_BASE: a stand-in for api.stripe.com (tests, e2e). */
  stripeApiBase?: string;
}

export interface StripePayments {
  stripe: Stripe;
  store: StripePaymentsStore;
  provider: StripePaymentProvider;
  /** A cancellation's refund and fee (server/bookings/cancellation-money.ts), for the booking desk. */
  cancellationMoney: CancellationMoney;
  /** Undefined: the webhook route is not registered (the verify call still converts bookings). */
  webhookSecret?: string;
}

export function createStripePayments(config: StripePaymentsConfig, db: AppDb, recordConversion: RecordConversion): StripePayments | null {
  if (!config.stripeSecretKey) return null;
  const stripe = createStripeClient({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase });
  const store = createDbStripePaymentsStore(db, recordConversion);
  return {
    stripe,
    store,
    provider: createStripePaymentProvider({ stripe, store }),
    cancellationMoney: createCancellationMoney(stripe),
    webhookSecret: config.stripeWebhookSecret,
  };
}

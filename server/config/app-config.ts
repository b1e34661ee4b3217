/** Everything the server reads from the environment (docs/DEPLOY.md), already resolved. */
import type { TrustProxy } from './parse-trust-proxy';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; absent: embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Signs the session cookie. */
  sessionSecret: string;
  stripePublishableKey?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** STRIPE_API_BASE: a local stand-in for api.stripe.com (tests, e2e). */
  stripeApiBase?: string;
  googleMapsApiKey?: string;
  sentryDsn?: string;
  /** How many proxy hops, or which proxy addresses, X-Forwarded-* is believed from (docs/DEPLOY.md); false: none. */
  trustProxy: TrustProxy;
}

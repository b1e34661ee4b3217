/** What buildApp (server/build-app.ts) is given: main.ts passes the environment's, tests and benchmarks their own; the routes (./app-routes.ts) read it too. */
import type { LoggerOptions } from 'pino';
import type { Clock } from '../../core/clock';
import type { HoldLimits } from '../capacity/capacity-desk';
import type { AppConfig } from '../config/app-config';
import type { ServerLimits } from '../config/server-limits';
import type { AppDatabase } from '../db/app-database';
import type { DeliveryMail } from '../delivery/outbox/delivery-mail';
import type { RenderApp } from '../host-page/app-renderer';
import type { FieldMessageLookup } from '../http/validation-messages';
import type { ServerPartner } from '../partners/server-partner';
import type { PaymentProvider } from '../payments/payment-provider';
import type { StripePayments } from '../payments/stripe/create-stripe-payments';
import type { ApiRateLimits } from '../security/api-rate-limits';
import type { SessionAndAddressLimits } from '../security/session-and-address-limit';

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

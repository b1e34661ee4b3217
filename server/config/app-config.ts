/** Everything the server reads from the environment (README.md#configuration, docs/DEPLOY.md), already resolved. */
import type { CrowdedDayRule } from '../../core/capacity/crowded-day';
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
  /** The browser's key (Places autocomplete), printed into the page: restrict it by referrer. */
  googleMapsApiKey?: string;
  /** GOOGLE_MAPS_SERVER_API_KEY: the server's own key for Geocoding and Routes; absent: ZIP data and straight lines. */
  googleMapsServerApiKey?: string;
  /** GOOGLE_API_BASE: a local stand-in for Google's APIs (tests, e2e). */
  googleApiBase?: string;
  sentryDsn?: string;
  /** How many proxy hops, or which proxy addresses, X-Forwarded-* is believed from (docs/DEPLOY.md); false: none. */
  trustProxy: TrustProxy;
  /** LEAD_IDLE_MINUTES: a booking unsaved this long after the landing step, not converted, goes out as a `booking.abandoned` lead. */
  leadIdleMinutes: number;
  /** UPDATE_MERGE_SECONDS: edits of a converted booking this close together reach the partner as one `booking.updated` (60). */
  updateMergeMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORK=true: webhooks may go to private and loopback addresses, over http too (tests, local set-ups). */
  webhookAllowPrivateNetwork: boolean;
  /** DELIVERY_TIMEOUT_SECONDS: how long one webhook or email attempt may take (15); a claimed delivery's lease is twice that. */
  deliveryTimeoutMs: number;
  /** SMTP_URL: send email through this server; absent: write each message as an .eml file under DATA_DIR/mail/. */
  smtpUrl?: string;
  /** MAIL_FROM: the address emails are sent from (bookings@localhost); each message names the partner as sender. */
  mailFrom?: string;
  /** Every variable whose value is a Standard Webhooks secret (`whsec_…`), by name: partner files name them in `secretEnv`. */
  webhookSecrets: Readonly<Record<string, string>>;
  /** A variable's value for a webhook's `auth` (docs/PARTNERS.md): read from the environment the server started with, never listed. */
  webhookCredential: (name: string) => string | undefined;
  /** PUBLIC_URL: the address customers reach the server at, which starts the links in their emails (http://localhost:PORT). */
  publicUrl: string;
  /** MAX_CONNECTIONS: open connections the server accepts at once (server/config/server-limits.ts). */
  maxConnections: number;
  /** HOLDS_PER_ADDRESS: time-slot holds one client address (IPv6 by /64) may run at once (5). */
  holdsPerAddress?: number;
  /**
   * ADDRESS_DAY_SHARE_PERCENT (50) and ADDRESS_DAY_MIN_CREWS (3): one client address bucket holding more than this share
   * of a move day's crews, and at least this many, is logged as a warning when a crew is taken (core/capacity/crowded-day.ts).
   */
  crowdedDay: CrowdedDayRule;
  /** PROVISIONAL_CREWS_PER_CONTACT: unconfirmed crews one email, and one phone, may hold with a partner at once (1). */
  provisionalCrewsPerContact?: number;
  /** PROVISIONAL_CREWS_PER_ADDRESS: unconfirmed crews one client address (IPv6 by /64) may hold with a partner at once (3). */
  provisionalCrewsPerAddress?: number;
  /** EVENT_RETENTION_DAYS: how long the event log keeps an event (server/db/purge-old-events.ts). */
  eventRetentionDays: number;
  /** WEB_CONCURRENCY: server processes on this machine (1); more than one needs DATABASE_URL (server/cluster/serve-in-cluster.ts). */
  webConcurrency: number;
  /** CUSTOMER_EMAILS_PER_BOOKING_HOUR: customer emails about one booking in any hour (3); beyond, they are skipped. */
  customerEmailsPerBookingHour: number;
  /** CUSTOMER_EMAILS_PER_ADDRESS_DAY: customer emails to one address in any 24 hours (10); beyond, they are skipped. */
  customerEmailsPerAddressDay: number;
  /** OUTBOX_BODY_DAYS: days an outbox event keeps its body (the lead); then the row stays as a tombstone (90). */
  outboxBodyDays: number;
}

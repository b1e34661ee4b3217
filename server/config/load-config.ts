/** Reads the environment of README.md#configuration (docs/DEPLOY.md); a malformed value stops the start with a clear message. */
import { CROWDED_DAY_RULE } from '../../core/capacity/crowded-day';
import type { AppConfig } from './app-config';
import { DEFAULT_EVENT_RETENTION_DAYS } from '../db/purge-old-events';
import { DEFAULT_MAX_CONNECTIONS } from './server-limits';
import { parseTrustProxy } from './parse-trust-proxy';
import { resolveSessionSecret } from './resolve-session-secret';
import { webhookSecretsOf } from './webhook-secrets-of';
import { credentialsOf } from './credentials-of';

export type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO=` in an env file does not configure anything. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, got '${raw}'`);
  return port;
}

function readWholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return value;
}

function readFlag(env: Env, name: string): boolean {
  const raw = read(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

/** A whole number of at least `min`, or `fallback` when unset. */
function readCount(env: Env, name: string, fallback: number, min: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got '${raw}'`);
  return value;
}

/** PUBLIC_URL without a trailing slash: an http(s) origin, perhaps with a path prefix; default http://localhost:PORT. */
function readPublicUrl(env: Env): string {
  const raw = read(env, 'PUBLIC_URL');
  if (raw === undefined) return `http://localhost:${readPort(env) || 3000}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an address such as https://book.example.com, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https:// or http://, got '${raw}'`);
  if (url.search || url.hash) throw new Error(`PUBLIC_URL must have no query or fragment, got '${raw}'`);
  return url.toString().replace(/\/+$/, '');
}

/** Processes on one machine: more than one needs a database they can share. */
function readWebConcurrency(env: Env): number {
  const processes = readWholeNumber(env, 'WEB_CONCURRENCY', 1, 1, 64);
  if (processes > 1 && read(env, 'DATABASE_URL') === undefined)
    throw new Error(
      `WEB_CONCURRENCY=${processes} needs DATABASE_URL: the embedded database (PGlite, DATA_DIR/pglite) is opened by one process only. Point DATABASE_URL at PostgreSQL, or leave WEB_CONCURRENCY unset to run one process.`,
    );
  return processes;
}

export function loadConfig(env: Env): AppConfig {
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  return {
    port: readPort(env),
    host: read(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: read(env, 'DATABASE_URL'),
    dataDir,
    sessionSecret: resolveSessionSecret(read(env, 'SESSION_SECRET'), dataDir),
    stripePublishableKey: read(env, 'STRIPE_PUBLISHABLE_KEY'),
    stripeSecretKey: read(env, 'STRIPE_SECRET_KEY'),
    stripeWebhookSecret: read(env, 'STRIPE_WEBHOOK_SECRET'),
    stripeApiBase: read(env, 'STRIPE_API_BASE'),
    googleMapsApiKey: read(env, 'GOOGLE_MAPS_API_KEY'),
    googleMapsServerApiKey: read(env, 'GOOGLE_MAPS_SERVER_API_KEY'),
    googleApiBase: read(env, 'GOOGLE_API_BASE'),
    sentryDsn: read(env, 'SENTRY_DSN'),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY')),
    leadIdleMinutes: readWholeNumber(env, 'LEAD_IDLE_MINUTES', 30, 1, 7 * 24 * 60),
    updateMergeMs: readWholeNumber(env, 'UPDATE_MERGE_SECONDS', 60, 1, 600) * 1000,
    webhookAllowPrivateNetwork: readFlag(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORK'),
    deliveryTimeoutMs: readWholeNumber(env, 'DELIVERY_TIMEOUT_SECONDS', 15, 1, 60) * 1000,
    smtpUrl: read(env, 'SMTP_URL'),
    mailFrom: read(env, 'MAIL_FROM'),
    webhookSecrets: webhookSecretsOf(env),
    webhookCredential: credentialsOf(env),
    publicUrl: readPublicUrl(env),
    maxConnections: readCount(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1),
    holdsPerAddress: readCount(env, 'HOLDS_PER_ADDRESS', 5, 1),
    crowdedDay: {
      sharePercent: readWholeNumber(env, 'ADDRESS_DAY_SHARE_PERCENT', CROWDED_DAY_RULE.sharePercent, 1, 99),
      minCrews: readCount(env, 'ADDRESS_DAY_MIN_CREWS', CROWDED_DAY_RULE.minCrews, 2),
    },
    provisionalCrewsPerContact: readCount(env, 'PROVISIONAL_CREWS_PER_CONTACT', 1, 1),
    provisionalCrewsPerAddress: readCount(env, 'PROVISIONAL_CREWS_PER_ADDRESS', 3, 1),
    eventRetentionDays: readCount(env, 'EVENT_RETENTION_DAYS', DEFAULT_EVENT_RETENTION_DAYS, 1),
    webConcurrency: readWebConcurrency(env),
    customerEmailsPerBookingHour: readCount(env, 'CUSTOMER_EMAILS_PER_BOOKING_HOUR', 3, 1),
    customerEmailsPerAddressDay: readCount(env, 'CUSTOMER_EMAILS_PER_ADDRESS_DAY', 10, 1),
    outboxBodyDays: readCount(env, 'OUTBOX_BODY_DAYS', 90, 1),
  };
}

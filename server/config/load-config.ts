/** Reads the environment of README.md#configuration (docs/DEPLOY.md); a malformed value stops the start with a clear message. */
import type { AppConfig } from './app-config';
import { DEFAULT_EVENT_RETENTION_DAYS } from '../db/purge-old-events';
import { DEFAULT_MAX_CONNECTIONS } from '../http/server-limits';
import { parseTrustProxy } from './parse-trust-proxy';
import { resolveSessionSecret } from './resolve-session-secret';

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

/** A whole number of at least `min`, or `fallback` when unset. */
function readCount(env: Env, name: string, fallback: number, min: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got '${raw}'`);
  return value;
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
    maxConnections: readCount(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1),
    eventRetentionDays: readCount(env, 'EVENT_RETENTION_DAYS', DEFAULT_EVENT_RETENTION_DAYS, 1),
  };
}

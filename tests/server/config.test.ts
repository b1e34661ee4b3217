import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/load-config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'booking-config-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the defaults of README.md#configuration with no environment', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir,
      sessionSecret: expect.stringMatching(/^[A-Za-z0-9_-]{64}$/),
      stripePublishableKey: undefined,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      googleMapsApiKey: undefined,
      googleMapsServerApiKey: undefined,
      googleApiBase: undefined,
      sentryDsn: undefined,
      trustProxy: false,
      leadIdleMinutes: 30,
      updateMergeMs: 60_000,
      webhookAllowPrivateNetwork: false,
      deliveryTimeoutMs: 15_000,
      smtpUrl: undefined,
      mailFrom: undefined,
      webhookSecrets: {},
      webhookCredential: expect.any(Function),
      publicUrl: 'http://localhost:3000',
      maxConnections: 1000,
      holdsPerAddress: 5,
      crowdedDay: { sharePercent: 50, minCrews: 3 },
      provisionalCrewsPerContact: 1,
      provisionalCrewsPerAddress: 3,
      eventRetentionDays: 90,
      webConcurrency: 1,
      customerEmailsPerBookingHour: 3,
      customerEmailsPerAddressDay: 10,
      outboxBodyDays: 90,
    });
  });

  it('generates SESSION_SECRET once and keeps it in DATA_DIR (private to the owner)', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/app',
      DATA_DIR: '/var/lib/booking',
      SESSION_SECRET: 's'.repeat(32),
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      GOOGLE_MAPS_API_KEY: 'maps',
      GOOGLE_MAPS_SERVER_API_KEY: 'maps-server',
      GOOGLE_API_BASE: 'http://127.0.0.1:9999',
      SENTRY_DSN: 'https://k@sentry.example/1',
      TRUST_PROXY: '1',
      LEAD_IDLE_MINUTES: '45',
      UPDATE_MERGE_SECONDS: '5',
      WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
      DELIVERY_TIMEOUT_SECONDS: '10',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'bookings@example.com',
      PUBLIC_URL: 'https://book.example.com/',
      BAYSIDE_WEBHOOK_SECRET: 'whsec_abc',
      WEB_CONCURRENCY: '2',
      CUSTOMER_EMAILS_PER_BOOKING_HOUR: '2',
      CUSTOMER_EMAILS_PER_ADDRESS_DAY: '5',
      OUTBOX_BODY_DAYS: '30',
      ADDRESS_DAY_SHARE_PERCENT: '40',
      ADDRESS_DAY_MIN_CREWS: '4',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/app',
      dataDir: '/var/lib/booking',
      sessionSecret: 's'.repeat(32),
      stripePublishableKey: 'pk_live_1',
      stripeSecretKey: 'sk_live_1',
      stripeWebhookSecret: 'whsec_1',
      googleMapsApiKey: 'maps',
      googleMapsServerApiKey: 'maps-server',
      googleApiBase: 'http://127.0.0.1:9999',
      sentryDsn: 'https://k@sentry.example/1',
      trustProxy: 1,
      leadIdleMinutes: 45,
      updateMergeMs: 5_000,
      webhookAllowPrivateNetwork: true,
      deliveryTimeoutMs: 10_000,
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'bookings@example.com',
      // Stripe's signing secret is not offered to partners' webhooks.
      webhookSecrets: { BAYSIDE_WEBHOOK_SECRET: 'whsec_abc' },
      webhookCredential: expect.any(Function),
      publicUrl: 'https://book.example.com',
      maxConnections: 1000,
      holdsPerAddress: 5,
      crowdedDay: { sharePercent: 40, minCrews: 4 },
      provisionalCrewsPerContact: 1,
      provisionalCrewsPerAddress: 3,
      eventRetentionDays: 90,
      webConcurrency: 2,
      customerEmailsPerBookingHour: 2,
      customerEmailsPerAddressDay: 5,
      outboxBodyDays: 30,
    });
    // A webhook's auth variable is read by name, trimmed; an empty one is unset.
    const credential = loadConfig({ SESSION_SECRET: 's'.repeat(32), BAYSIDE_CRM_KEY: ' k-1 ', EMPTY_KEY: ' ' }).webhookCredential;
    expect([credential('BAYSIDE_CRM_KEY'), credential('EMPTY_KEY'), credential('UNSET_KEY')]).toEqual(['k-1', undefined, undefined]);
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32), STRIPE_SECRET_KEY: '  ', DATABASE_URL: '' })).toMatchObject({
      stripeSecretKey: undefined,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, "PORT must be a whole number from 0 to 65535, got 'eighty'"],
    [{ PORT: '70000' }, "PORT must be a whole number from 0 to 65535, got '70000'"],
    [{ PUBLIC_URL: 'book.example.com' }, "PUBLIC_URL must be an address such as https://book.example.com, got 'book.example.com'"],
    [{ PUBLIC_URL: 'ftp://book.example.com' }, "PUBLIC_URL must start with https:// or http://, got 'ftp://book.example.com'"],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY=true would trust every X-Forwarded-For entry, which clients can forge: write the number of proxies',
    ],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY=yes would trust every X-Forwarded-For entry'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY has entries that are not addresses or ranges (10.0.0.0/33)'],
    [{ TRUST_PROXY: 'my-balancer, 10.0.0.1' }, 'TRUST_PROXY has entries that are not addresses or ranges (my-balancer)'],
    [{ LEAD_IDLE_MINUTES: '0' }, "LEAD_IDLE_MINUTES must be a whole number from 1 to 10080, got '0'"],
    [{ UPDATE_MERGE_SECONDS: '601' }, "UPDATE_MERGE_SECONDS must be a whole number from 1 to 600, got '601'"],
    [{ WEBHOOK_ALLOW_PRIVATE_NETWORK: 'yes' }, "WEBHOOK_ALLOW_PRIVATE_NETWORK must be true or false, got 'yes'"],
    [{ EVENT_RETENTION_DAYS: '0' }, "EVENT_RETENTION_DAYS must be a whole number of at least 1, got '0'"],
    [{ MAX_CONNECTIONS: '0' }, "MAX_CONNECTIONS must be a whole number of at least 1, got '0'"],
    [{ MAX_CONNECTIONS: 'lots' }, "MAX_CONNECTIONS must be a whole number of at least 1, got 'lots'"],
    [{ ADDRESS_DAY_SHARE_PERCENT: '100' }, "ADDRESS_DAY_SHARE_PERCENT must be a whole number from 1 to 99, got '100'"],
    [{ ADDRESS_DAY_MIN_CREWS: '1' }, "ADDRESS_DAY_MIN_CREWS must be a whole number of at least 2, got '1'"],
    [{ WEB_CONCURRENCY: '0' }, "WEB_CONCURRENCY must be a whole number from 1 to 64, got '0'"],
    [
      { WEB_CONCURRENCY: '2' },
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite, DATA_DIR/pglite) is opened by one process only',
    ],
    [{ TRUST_PROXY: '0.0.0.0/0' }, 'TRUST_PROXY=0.0.0.0/0 trusts ranges far wider than any proxies (0.0.0.0/0): every client'],
    [{ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' }, 'trusts ranges far wider than any proxies (0.0.0.0/1, 128.0.0.0/1)'],
    [{ TRUST_PROXY: '::/0' }, 'trusts ranges far wider than any proxies (::/0)'],
    [{ TRUST_PROXY: '::/1, 8000::/1' }, 'trusts ranges far wider than any proxies (::/1, 8000::/1)'],
    [{ TRUST_PROXY: '::ffff:0.0.0.0/96' }, 'trusts ranges far wider than any proxies (::ffff:0.0.0.0/96)'],
    [{ TRUST_PROXY: '10.0.0.0/7' }, 'trusts ranges far wider than any proxies (10.0.0.0/7)'],
    [{ TRUST_PROXY: '1.0.0.0/8,2.0.0.0/8,3.0.0.0/8' }, 'trusts ranges far wider than any proxies (1.0.0.0/8, 2.0.0.0/8, 3.0.0.0/8)'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env })).toThrow(message);
  });

  it('names an unusable DATA_DIR as the problem, without advice to move it away', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(
      /DATA_DIR .* cannot be read or written by the server \(ENOTDIR\): give the server's user read and write access/,
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32', ['10.0.0.0/8', '2001:db8::/32']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']],
    ['173.245.48.0/20, 2400:cb00::/32', ['173.245.48.0/20', '2400:cb00::/32']],
  ])('reads TRUST_PROXY=%s as Fastify trustProxy %j', (value, expected) => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

/**
 * The Stripe SDK client. With `apiBase` (STRIPE_API_BASE, tests and the e2e run) it talks to a local
 * stand-in for api.stripe.com through the SDK's host/port/protocol options.
 */
import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** e.g. 'http://127.0.0.1:12111'; unset means api.stripe.com. */
  apiBase?: string;
  /**
   * Every POST we make carries our own idempotency key, so retrying a timed-out create is safe.
   * Defaults to 2 against Stripe, 0 against a stand-in (a test scripts its failures itself).
   */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

const LIVE_KEY = /^(sk|rk)_live_/;

export function createStripeClient({ secretKey, apiBase, maxNetworkRetries, timeoutMs = 20_000 }: StripeClientOptions): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: maxNetworkRetries ?? 2, timeout: timeoutMs });
  // A stand-in receives the key in the Authorization header: never hand it a live one.
  if (LIVE_KEY.test(secretKey)) throw new Error('STRIPE_API_BASE is set: refusing to send a live Stripe key anywhere but api.stripe.com');
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_BASE must be an http(s) URL, got '${apiBase}'`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: maxNetworkRetries ?? 0,
    timeout: timeoutMs,
    telemetry: false,
  });
}

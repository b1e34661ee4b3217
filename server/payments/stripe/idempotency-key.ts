import { createHash } from 'node:crypto';

/**
 * `{scope}:{digest of the params}`. The scope makes a double click reuse the first request's result;
 * the digest makes a changed request (a corrected email) a new one, because Stripe refuses a key
 * reused with different parameters (400 idempotency_error) instead of answering.
 */
export function idempotencyKey(scope: string, params: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
  return `${scope}:${digest}`;
}

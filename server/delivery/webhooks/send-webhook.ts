/**
 * One webhook attempt (Standard Webhooks v1): the stored body signed by the `standardwebhooks` package under the
 * event's id and this attempt's time, POSTed to the checked address (resolve-webhook-address.ts), the lookup and the
 * request under one deadline.
 * Redirects are answers, never followed: Node's http client does not follow them.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { resolveWebhookAddress } from './resolve-webhook-address';

export interface WebhookAttempt {
  url: string;
  /** The endpoint's `whsec_…` secret. */
  secret: string;
  /** The outbox event's id: `webhook-id`, the same on every attempt. */
  eventId: string;
  /** The body, sent byte for byte. */
  body: string;
  /** Headers of the endpoint's own besides ours (its `auth` key, the event's name and reference); ours win. */
  headers?: Readonly<Record<string, string>>;
  /** This attempt's time (the app's clock): `webhook-timestamp` and the signature. */
  at: Date;
  timeoutMs: number;
  allowPrivateNetwork: boolean;
}

/** How much of a refusal's body is kept. */
const MAX_ANSWER_BYTES = 2048;

export type WebhookOutcome =
  /** The receiver answered; `retryAfter` is its Retry-After header, `body` the start of a 4xx answer's body. */
  | { kind: 'answered'; status: number; retryAfter?: string; body?: string }
  /** Not sent: the address is not allowed (judged again on the next attempt). */
  | { kind: 'refused'; reason: string }
  /** Sent, but no answer: connection error or deadline. */
  | { kind: 'failed'; reason: string };

/**
 * One attempt, DNS lookup included, within `timeoutMs`: a resolver that stalls costs this attempt its deadline,
 * never the worker more.
 */
export async function sendWebhook(attempt: WebhookAttempt): Promise<WebhookOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const controller = new AbortController();
  const expired = new Promise<WebhookOutcome>((resolve) => {
    timer = setTimeout(() => {
      const reason = `no answer within ${attempt.timeoutMs / 1000} s`;
      controller.abort(new Error(reason));
      resolve({ kind: 'failed', reason });
    }, attempt.timeoutMs);
  });
  try {
    return await Promise.race([post(attempt, controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function post(attempt: WebhookAttempt, signal: AbortSignal): Promise<WebhookOutcome> {
  const url = new URL(attempt.url);
  const resolved = await resolveWebhookAddress(url, attempt.allowPrivateNetwork);
  if (!resolved.ok) return { kind: 'refused', reason: resolved.reason };
  if (signal.aborted) return { kind: 'failed', reason: signal.reason instanceof Error ? signal.reason.message : String(signal.reason) };
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: resolved.address, family: resolved.family }]);
    else callback(null, resolved.address, resolved.family);
  };
  const headers = {
    ...attempt.headers,
    'content-type': 'application/json',
    'user-agent': 'moving-booking-funnel-webhooks/1',
    'webhook-id': attempt.eventId,
    'webhook-timestamp': String(Math.floor(attempt.at.getTime() / 1000)),
    'webhook-signature': new Webhook(attempt.secret).sign(attempt.eventId, attempt.at, attempt.body),
    'content-length': String(Buffer.byteLength(attempt.body)),
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, { method: 'POST', headers, lookup: pinned, agent: false, signal }, (response) => {
      response.on('error', () => {});
      const status = response.statusCode ?? 0;
      const retryAfter = response.headers['retry-after'];
      const answered = (body?: string) =>
        resolve({ kind: 'answered', status, ...(retryAfter ? { retryAfter } : {}), ...(body ? { body } : {}) });
      // Only a refusal's body is read, its first 2 KB: it names what the receiver refused.
      if (status < 400 || status >= 500) {
        response.resume();
        answered();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => answered(Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8')));
      response.on('close', () => answered(Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8')));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ kind: 'failed', reason: error.code ? `${error.code}: ${error.message}` : error.message });
    });
    request.end(attempt.body);
  });
}

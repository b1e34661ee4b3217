/**
 * A local HTTP server standing in for api.stripe.com (docs/FUNNEL.md#calls: tests fake only the far side of
 * the network). It records every request and answers the few endpoints the integration uses, with
 * Stripe's idempotency behaviour: a repeated Idempotency-Key replays the first answer, and the same key
 * with different parameters is refused.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakePaymentIntents } from './fake-stripe-payment-intents';

/** Only for signing webhook bodies: never sends a request. */
const signer = new Stripe('sk_test_fake_signer');

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw form body, e.g. 'customer=cus_1&automatic_payment_methods[enabled]=true'. */
  rawBody: string;
  /** Flat form fields as sent: keys keep their brackets ('automatic_payment_methods[enabled]'). */
  form: Record<string, string>;
}

type StripeObject = Record<string, unknown> & { id: string };

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** 'a[b][c]=1' into { a: { b: { c: '1' } } }: enough for the params this app sends. */
function nest(form: Record<string, string>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    const parts = key.replace(/\]/g, '').split('[');
    let target = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

function notFound(kind: string, id: string): Answer {
  return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } } };
}

export class FakeStripeServer {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, StripeObject>();
  readonly setupIntents = new Map<string, StripeObject>();
  private readonly replays = new Map<string, { fingerprint: string; answer: Answer }>();
  private failures: Answer[] = [];
  private counter = 0;
  private server: Server | null = null;
  /** PaymentIntents (deposits, off-session fees) and refunds. */
  readonly payments = new FakePaymentIntents(() => ++this.counter);

  /** The base URL for createStripeClient({ apiBase }). */
  url = '';

  /** Milliseconds each SetupIntent lookup (GET) waits before answering, to race a save against it. */
  lookupDelayMs = 0;

  /** Called when a SetupIntent lookup arrives, before its delay: a test lands its edit there. */
  onLookup: (() => void) | null = null;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const url = new URL(request.url ?? '/', 'http://stripe.test');
        const form = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : rawBody));
        const recorded: RecordedRequest = { method: request.method ?? '', path: url.pathname, headers: request.headers, rawBody, form };
        this.requests.push(recorded);
        const send = () => {
          const answer = this.answer(recorded);
          response.writeHead(answer.status, {
            'content-type': 'application/json',
            'request-id': `req_${++this.counter}`,
            ...answer.headers,
          });
          response.end(JSON.stringify(answer.body));
        };
        const lookup = recorded.method === 'GET' && recorded.path.startsWith('/v1/setup_intents/');
        if (!lookup || (this.lookupDelayMs === 0 && !this.onLookup)) return send();
        this.onLookup?.();
        setTimeout(send, this.lookupDelayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())) ?? resolve());
  }

  /** The next `count` requests fail with a 500 (Stripe's SDK retries those when retries are on). */
  failNext(count = 1, status = 500): void {
    for (let i = 0; i < count; i += 1) this.failures.push({ status, body: { error: { type: 'api_error', message: 'Scripted failure' } } });
  }

  /** What Stripe would report after the browser confirmed the setup (or failed to). */
  updateSetupIntent(id: string, changes: Record<string, unknown>): void {
    const intent = this.setupIntents.get(id);
    if (!intent) throw new Error(`The fake has no SetupIntent ${id}`);
    this.setupIntents.set(id, { ...intent, ...changes });
  }

  /** A SetupIntent made outside this app (another customer's), to check it never converts a booking. */
  addSetupIntent(intent: StripeObject): void {
    this.setupIntents.set(intent.id, intent);
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** A webhook delivery as Stripe signs it: the raw body and its Stripe-Signature header under `secret`. */
  signedEvent(type: string, object: Record<string, unknown>, secret: string): { payload: string; signature: string } {
    const payload = JSON.stringify({ id: `evt_${++this.counter}`, object: 'event', type, data: { object } });
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  reset(): void {
    this.requests.length = 0;
    this.failures = [];
    this.lookupDelayMs = 0;
    this.onLookup = null;
  }

  private answer(request: RecordedRequest): Answer {
    const failure = this.failures.shift();
    if (failure) return failure;
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return this.handle(request);
    const fingerprint = `${request.path}?${request.rawBody}`;
    const previous = this.replays.get(key);
    if (previous) {
      if (previous.fingerprint === fingerprint) return { ...previous.answer, headers: { 'idempotent-replayed': 'true' } };
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      };
    }
    const answer = this.handle(request);
    this.replays.set(key, { fingerprint, answer });
    return answer;
  }

  private handle(request: RecordedRequest): Answer {
    const params = nest(request.form);
    const payment = this.payments.handle(request.method, request.path, params);
    if (payment) return payment;
    if (request.method === 'POST' && request.path === '/v1/customers') {
      const customer = { id: `cus_${++this.counter}`, object: 'customer', livemode: false, metadata: {}, ...params };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(request.path);
    if (request.method === 'POST' && customerMatch?.[1]) {
      const existing = this.customers.get(customerMatch[1]);
      if (!existing) return notFound('customer', customerMatch[1]);
      const updated = { ...existing, ...params };
      this.customers.set(existing.id, updated);
      return { status: 200, body: updated };
    }
    if (request.method === 'POST' && request.path === '/v1/setup_intents') {
      const id = `seti_${++this.counter}`;
      const intent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${Math.random().toString(36).slice(2)}`,
        status: 'requires_payment_method',
        payment_method: null,
        livemode: false,
        ...params,
        automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
      };
      this.setupIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/setup_intents\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && intentMatch?.[1]) {
      const intent = this.setupIntents.get(intentMatch[1]);
      return intent ? { status: 200, body: intent } : notFound('setupintent', intentMatch[1]);
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } },
    };
  }
}

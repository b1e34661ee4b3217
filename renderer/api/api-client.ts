import { fieldOf } from '../../core/is-record';
import { ApiError } from './api-error';
import { honeypotHeaders } from './honeypot';

/** What every /api/v1 call carries (docs/FUNNEL.md, "Calls"). */
export interface ApiClientOptions {
  csrfToken: string;
  partnerSlug: string;
  /** Injected in tests; the page's fetch otherwise. */
  fetch?: typeof fetch;
}

/** Per-call options: a signal ends the call early (the store's save timeout, docs/DECISIONS.md, Hardening). */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** One call: `Reply` and `Body` are the endpoint's types from core/booking-wire.ts. */
export interface ApiClient {
  request<Reply, Body = unknown>(method: 'GET' | 'PUT' | 'POST', url: string, body?: Body, options?: RequestOptions): Promise<Reply>;
}

/** JSON client for the product API: CSRF and partner headers, the errors of docs/FUNNEL.md#errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    async request<Reply, Body = unknown>(
      method: 'GET' | 'PUT' | 'POST',
      url: string,
      body?: Body,
      requestOptions: RequestOptions = {},
    ): Promise<Reply> {
      const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
      try {
        const response = await doFetch(url, {
          method,
          credentials: 'same-origin',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'x-csrf-token': options.csrfToken,
            'x-partner-slug': options.partnerSlug,
            ...honeypotHeaders(),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: requestOptions.signal,
        });
        const parsed = await readJson(response);
        if (!response.ok) throw errorFrom(response.status, url, parsed);
        // The server's route declares this reply with the same type from core/booking-wire.ts (Fastify's Reply generic).
        return parsed as Reply;
      } catch (error) {
        // docs/FUNNEL.md#errors: logged to the console and rethrown; the caller decides what the customer sees.
        // A request the app cancelled itself (a replaced store, a superseded save) is no failure.
        if (!(error instanceof Error && error.name === 'AbortError')) console.error(error);
        throw error;
      }
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page is not JSON; treat it as a response without messages.
    return null;
  }
}

function errorFrom(status: number, url: string, body: unknown): ApiError {
  const raw = fieldOf(body, 'messages');
  const messages = Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string') : [];
  const message = messages.length > 0 ? messages.join('\n') : `API Request Failed: ${url}`;
  return new ApiError(message, status, messages, body);
}

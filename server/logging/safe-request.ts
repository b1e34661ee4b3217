/**
 * pino's `req` serializer (logger-options.ts): Fastify's own fields, with the query string's values left
 * out: page addresses may carry a customer's details merged into the booking, and Stripe's return address
 * carries the setup's client secret. The address is request.ip, so TRUST_PROXY decides it.
 */
import type { FastifyRequest } from 'fastify';
import { withoutLinkTokens } from './without-link-tokens';

/** `/a?email=x&b=1` becomes `/a?email=…&b=…`: which parameters came, not what they said. */
export function urlWithoutQueryValues(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

export function safeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    // A logged object that only looks like a request (no url) is described as far as it goes.
    // A manage, resume or unsubscribe link's token opens a booking: its path is logged without it.
    url: typeof request.url === 'string' ? withoutLinkTokens(urlWithoutQueryValues(request.url)) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

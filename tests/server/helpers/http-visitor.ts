/**
 * A customer talking to a real server process over HTTP (server-process.ts), as test-app.ts's `visit` and `api`
 * do in memory: the page load gives the cookie and the CSRF token, then /api/v1 calls carry them. Each visitor
 * comes from its own address through the load balancer's X-Forwarded-For (the process runs with
 * TRUST_PROXY=loopback), so per-address limits count customers, not the test.
 */
import { readCsrf, readProps, type Visitor } from './test-app';

export interface HttpVisitor extends Visitor {
  /** The server process the visitor talks to, e.g. 'http://127.0.0.1:41234'. */
  server: string;
  /** The visitor's own address, sent as X-Forwarded-For. */
  address: string;
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
}

let visitors = 0;

/** A new visitor's first page load at `server`. */
export async function visitOverHttp(server: string, slug: string): Promise<HttpVisitor> {
  visitors += 1;
  const address = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  const response = await fetch(`${server}/partners/${slug}/book`, { headers: { 'x-forwarded-for': address } });
  if (response.status !== 200) throw new Error(`GET /partners/${slug}/book answered ${response.status}`);
  const html = await response.text();
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { slug, cookie, csrf: readCsrf(html), props: readProps(html), server, address };
}

/** An /api/v1 call as the renderer makes it, to the visitor's own server or to `server` (another process). */
export async function callOverHttp(
  visitor: HttpVisitor,
  method: 'PUT' | 'POST',
  path: string,
  payload?: unknown,
  server = visitor.server,
): Promise<HttpAnswer> {
  const response = await fetch(`${server}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: visitor.cookie,
      'x-csrf-token': visitor.csrf,
      'x-partner-slug': visitor.slug,
      'x-forwarded-for': visitor.address,
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  // Every /api/v1 answer is JSON, errors included.
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A visitor with a stored booking: the page load, then the first save with `fields` (a finished booking, for a conversion). */
export async function startBookingOverHttp(server: string, slug: string, fields: Record<string, unknown>): Promise<HttpVisitor> {
  const visitor = await visitOverHttp(server, slug);
  const saved = await callOverHttp(visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...fields } });
  if (saved.status !== 200) throw new Error(`The first save answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  // The save answers the stored booking (its reference and revision 1).
  return { ...visitor, props: { ...visitor.props, booking: saved.body as Visitor['props']['booking'] } };
}

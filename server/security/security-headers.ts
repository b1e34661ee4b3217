/**
 * Security headers on every response (docs/DECISIONS.md, Hardening): the Content-Security-Policy (pages get the nonce policy,
 * everything else a policy that allows nothing), framing refused, no MIME sniffing, a referrer policy that
 * never leaks the booking paths to other sites, and HSTS only when the request came over TLS (directly, or
 * through a proxy trusted with TRUST_PROXY): over plain http the header is ignored by browsers and, behind a
 * TLS-terminating proxy we do not trust, not ours to promise.
 */
import type { FastifyInstance } from 'fastify';
import { NON_PAGE_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy, type PolicyExtras } from './content-security-policy';
import { newCspNonce } from './csp-nonce';
import { isManagePage } from '../links/is-manage-page';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this page adds to the Content-Security-Policy (a route sets it; null: nothing). */
    cspExtras: PolicyExtras | null;
  }
}

/** One year, the HSTS preload list's minimum; no includeSubDomains: a partner's other hosts are not ours. */
export const HSTS_VALUE = 'max-age=31536000';

export interface SecurityHeaderOptions {
  sentryDsn?: string;
}

/** Adds the hooks to the root instance, so every route, 404 and error reply of every context gets them. */
export function registerSecurityHeaders(app: FastifyInstance, { sentryDsn }: SecurityHeaderOptions = {}): void {
  // Drawn when a page first asks for it: the API's answers, most of the traffic, never do.
  const nonces = new WeakMap<object, string>();
  app.decorateRequest('cspNonce', {
    getter(this: object) {
      let nonce = nonces.get(this);
      if (nonce === undefined) nonces.set(this, (nonce = newCspNonce()));
      return nonce;
    },
  });
  app.decorateRequest('cspExtras', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const page = type.startsWith('text/html');
    reply.header(
      'content-security-policy',
      page
        ? pageContentSecurityPolicy({ nonce: request.cspNonce, sentryDsn, extras: request.cspExtras ?? {} })
        : NON_PAGE_CONTENT_SECURITY_POLICY,
    );
    reply.header('x-content-type-options', 'nosniff');
    // A link's own answer says no-referrer (routes/booking-link-routes.ts), and so does the page it leads to.
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', isManagePage(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    // frame-ancestors is the rule; X-Frame-Options covers browsers that predate it (same origin: the admin preview).
    // It cannot name other sites, so a page a partner's sites may frame goes without it (every browser that
    // frames across sites today obeys frame-ancestors, which then overrides X-Frame-Options anyway).
    const embeddable = page && (request.cspExtras?.['frame-ancestors']?.length ?? 0) > 0;
    if (!embeddable) reply.header('x-frame-options', page ? 'SAMEORIGIN' : 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}

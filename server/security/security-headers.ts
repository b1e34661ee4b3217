/**
 * Security headers on every response (docs/DECISIONS.md, Hardening): the Content-Security-Policy (pages get the nonce policy,
 * everything else a policy that allows nothing), framing refused, no MIME sniffing, a referrer policy that
 * never leaks the booking paths to other sites, and HSTS only when the request came over TLS (directly, or
 * through a proxy trusted with TRUST_PROXY): over plain http the header is ignored by browsers and, behind a
 * TLS-terminating proxy we do not trust, not ours to promise.
 */
import type { FastifyInstance } from 'fastify';
import { NON_PAGE_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from './content-security-policy';
import { newCspNonce } from './csp-nonce';
import { isManagePage } from '../links/is-manage-page';

/** One year, the HSTS preload list's minimum; no includeSubDomains: a partner's other hosts are not ours. */
export const HSTS_VALUE = 'max-age=31536000';

export interface SecurityHeaderOptions {
  sentryDsn?: string;
}

/** Adds the hooks to the root instance, so every route, 404 and error reply of every context gets them. */
export function registerSecurityHeaders(app: FastifyInstance, { sentryDsn }: SecurityHeaderOptions = {}): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = newCspNonce();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const page = type.startsWith('text/html');
    reply.header(
      'content-security-policy',
      page ? pageContentSecurityPolicy({ nonce: request.cspNonce, sentryDsn }) : NON_PAGE_CONTENT_SECURITY_POLICY,
    );
    reply.header('x-content-type-options', 'nosniff');
    // A link's own answer says no-referrer (routes/booking-link-routes.ts), and so does the page it leads to.
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', isManagePage(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    // frame-ancestors is the rule; X-Frame-Options covers browsers that predate it (same origin: the admin preview).
    reply.header('x-frame-options', page ? 'SAMEORIGIN' : 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}

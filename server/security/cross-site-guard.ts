/**
 * Refuses state-changing requests a browser marks as coming from another site (Sec-Fetch-Site: cross-site).
 * The CSRF token already stops forged calls; this turns them away before the session is even looked up.
 * Requests without the header (older browsers, Stripe's webhook, curl) are left to the CSRF guard and the
 * webhook signature. 'same-site' (a sibling subdomain) is allowed: partners may host the funnel on theirs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function crossSiteGuard(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') return sendMessages(reply, 403, [API_MESSAGES.crossSiteRefused]);
}

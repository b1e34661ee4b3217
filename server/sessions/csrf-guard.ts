/**
 * CSRF for /api/v1 mutations: the token belongs to the session (derived from its id, or kept in its row
 * for sessions stored before that) and reaches the page through the csrf-token meta; the client echoes it
 * in x-csrf-token. A cross-site form can neither read the meta nor
 * set the header, so a match proves the request came from our page. Hand-written instead of
 * @fastify/csrf-protection because each session already has a secret per visitor.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import type { VisitorSessions } from './visitor-sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function tokensMatch(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** onRequest hook: attaches the session, or answers 403 before the body is even read. */
export function createCsrfGuard(sessions: VisitorSessions) {
  return async function csrfGuard(request: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method)) return;
    const session = await sessions.fromCookie(request);
    if (!session) return sendMessages(reply, 403, [API_MESSAGES.sessionMissing]);
    const header = request.headers['x-csrf-token'];
    if (!tokensMatch(session.csrfToken, typeof header === 'string' ? header : undefined)) {
      return sendMessages(reply, 403, [API_MESSAGES.csrfInvalid]);
    }
    request.session = session;
  };
}

/**
 * The session id the signed cookie carries, checked once per request (docs/PERFORMANCE.md, "CPU per save"): the API
 * rate limit counts by it and the CSRF guard finds the session by it, and each checking the signature (an HMAC) was a
 * few percent of a save's CPU.
 */
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-cookie';

/** The cookie's id; null without a cookie; undefined when the cookie is there but its signature is not the server's. */
export type UnsignedSessionId = string | null | undefined;

const checked = new WeakMap<FastifyRequest, UnsignedSessionId>();

export function unsignedSessionId(request: FastifyRequest): UnsignedSessionId {
  if (checked.has(request)) return checked.get(request);
  const raw = request.cookies?.[SESSION_COOKIE];
  let id: UnsignedSessionId = null;
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    id = unsigned.valid && unsigned.value ? unsigned.value : undefined;
  }
  checked.set(request, id);
  return id;
}

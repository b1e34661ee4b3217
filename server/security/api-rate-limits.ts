/**
 * Per-session and per-address limits on every /api/v1 mutation (docs/DECISIONS.md, Hardening), built like the card routes'
 * stricter ones (payments/stripe/rate-limit-guard.ts) on ./session-and-address-limit.ts. They run before
 * the CSRF guard, so a flood is turned away before it costs a database query: the session key is the
 * signed cookie's value (checked by HMAC only; a forged cookie shares one 'unsigned' bucket, and the
 * address limit bounds it anyway).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../http/api-messages';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { createSessionAndAddressLimit, type RateLimitGuard, type SessionAndAddressLimits } from './session-and-address-limit';

export type ApiRateLimits = SessionAndAddressLimits;

/**
 * A customer saves once per step (about 15 steps) plus a few retries after a network failure (the browser
 * backs off up to 30 s), so 60 a minute is far above any real visit. The address limit is ten times that:
 * offices and mobile carriers put many customers behind one address.
 */
export const API_RATE_LIMITS: ApiRateLimits = {
  perSession: { max: 60, timeWindow: '1 minute' },
  perAddress: { max: 600, timeWindow: '1 minute' },
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sessionKey(request: FastifyRequest): string {
  const raw = request.cookies?.[SESSION_COOKIE];
  if (!raw) return 'none';
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : 'unsigned';
}

/** An onRequest hook for the /api/v1 context; reads (GET) are not counted. */
export async function createApiRateLimit(app: FastifyInstance, limits: ApiRateLimits = API_RATE_LIMITS): Promise<RateLimitGuard> {
  const limit = await createSessionAndAddressLimit(app, limits, { name: 'api', sessionKey, message: API_MESSAGES.tooManyRequests });
  return async function apiRateLimit(request, reply) {
    return SAFE_METHODS.has(request.method) ? undefined : limit(request, reply);
  };
}

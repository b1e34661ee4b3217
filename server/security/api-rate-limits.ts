/**
 * Per-session and per-address limits on every /api/v1 mutation (issue 10), the same mechanism as the card
 * routes' stricter limits (payments/stripe/rate-limit-guard.ts): @fastify/rate-limit's createRateLimit, two
 * counters per request, a `{ messages }` 429 with retry-after. Both run before the CSRF guard, so a flood
 * is turned away before it costs a database query: the session key is the signed cookie's value (checked
 * by HMAC only; a forged cookie shares one 'unsigned' bucket, and the address limit bounds it anyway).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import { SESSION_COOKIE } from '../sessions/session-cookie';

export interface RateLimitRule {
  max: number;
  /** Milliseconds or an `ms` string such as '1 minute'. */
  timeWindow: number | string;
}

export interface ApiRateLimits {
  perSession: RateLimitRule;
  /** Per client address (request.ip: the proxy's X-Forwarded-For only with TRUST_PROXY), IPv6 by /64. */
  perAddress: RateLimitRule;
}

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
  if (!raw) return 'session:none';
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? `session:${unsigned.value}` : 'session:unsigned';
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** An onRequest hook for the /api/v1 context; reads (GET) are not counted. */
export async function createApiRateLimit(app: FastifyInstance, limits: ApiRateLimits = API_RATE_LIMITS): Promise<RateLimitHook> {
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  const byAddress = app.createRateLimit({ ...limits.perAddress, keyGenerator: (request) => `address:${normalizeIP(request.ip, 64)}` });
  const bySession = app.createRateLimit({ ...limits.perSession, keyGenerator: sessionKey });

  return async function apiRateLimit(request, reply) {
    if (SAFE_METHODS.has(request.method)) return undefined;
    for (const check of [byAddress, bySession]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ key: result.key.startsWith('address:') ? result.key : 'session' }, 'rate limit exceeded');
        return sendMessages(reply.header('retry-after', String(result.ttlInSeconds)), 429, [API_MESSAGES.tooManyRequests]);
      }
    }
    return undefined;
  };
}

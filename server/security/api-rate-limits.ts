/**
 * Per-session and per-address limits on every /api/v1 mutation (docs/DECISIONS.md, Hardening), built like the card routes'
 * stricter ones (payments/stripe/rate-limit-guard.ts) on ./session-and-address-limit.ts. They run before
 * the CSRF guard, so a flood is turned away before it costs a database query: the session key is the
 * signed cookie's value (checked by HMAC only; a forged cookie shares one 'unsigned' bucket, and the
 * address limit bounds it anyway).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../http/api-messages';
import { unsignedSessionId } from '../sessions/unsigned-session-cookie';
import { normalizeIP } from '@fastify/rate-limit';
import { sendMessages } from '../http/send-messages';
import {
  createSessionAndAddressLimit,
  type RateLimitGuard,
  type RateLimitRule,
  type SessionAndAddressLimits,
} from './session-and-address-limit';

export interface ApiRateLimits extends SessionAndAddressLimits {
  /** Mutations (each one an event in the log) per address over a longer window; default API_RATE_LIMITS'. */
  eventsPerAddress?: RateLimitRule;
  /** First saves of a new session (each one a stored session and booking) per address; default API_RATE_LIMITS'. */
  newSessionsPerAddress?: RateLimitRule;
}

/**
 * A customer saves once per step (about 15 steps) plus a few retries after a network failure (the browser
 * backs off up to 30 s), so 60 a minute is far above any real visit. The address limit is ten times that:
 * offices and mobile carriers put many customers behind one address.
 */
export const API_RATE_LIMITS: Required<ApiRateLimits> = {
  perSession: { max: 60, timeWindow: '1 minute' },
  perAddress: { max: 600, timeWindow: '1 minute' },
  // An hour of the per-minute burst would be 36,000 events from one address; a busy office makes a few hundred.
  eventsPerAddress: { max: 3000, timeWindow: '1 hour' },
  // A new session is a new visitor's first save: sixty new visitors in ten minutes behind one address is a lot.
  newSessionsPerAddress: { max: 60, timeWindow: '10 minutes' },
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookie's value, checked by HMAC only (no database query), as a rate limit's session bucket. */
export function sessionKey(request: FastifyRequest): string {
  const id = unsignedSessionId(request);
  return id === null ? 'none' : (id ?? 'unsigned');
}

/** An onRequest hook for the /api/v1 context; reads (GET) are not counted. */
export async function createApiRateLimit(app: FastifyInstance, limits: ApiRateLimits = API_RATE_LIMITS): Promise<RateLimitGuard> {
  const limit = await createSessionAndAddressLimit(app, limits, { name: 'api', sessionKey, message: API_MESSAGES.tooManyRequests });
  const events = addressLimit(app, 'api-events', limits.eventsPerAddress ?? API_RATE_LIMITS.eventsPerAddress);
  return async function apiRateLimit(request, reply) {
    if (SAFE_METHODS.has(request.method)) return undefined;
    return (await limit(request, reply)) ?? events(request, reply);
  };
}

/**
 * An onRequest hook for after the CSRF guard (which finds the session): a mutation from a session not yet stored is
 * a new visitor's first save, which stores the session and its booking; counted per address.
 */
export function createNewSessionLimit(app: FastifyInstance, limits: ApiRateLimits = API_RATE_LIMITS): RateLimitGuard {
  const limit = addressLimit(app, 'api-new-sessions', limits.newSessionsPerAddress ?? API_RATE_LIMITS.newSessionsPerAddress);
  return async function newSessionLimit(request, reply) {
    if (SAFE_METHODS.has(request.method) || !request.session || request.session.stored) return undefined;
    return limit(request, reply);
  };
}

/** One counter per client address (IPv6 by /64) under `name`, answering the API's 429 once exceeded. */
function addressLimit(app: FastifyInstance, name: string, rule: RateLimitRule): RateLimitGuard {
  const check = app.createRateLimit({ ...rule, keyGenerator: (request) => `${name}:address:${normalizeIP(request.ip, 64)}` });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return undefined;
    request.log.warn({ limit: name, key: result.key }, 'rate limit exceeded');
    return sendMessages(reply.header('retry-after', String(result.ttlInSeconds)), 429, [API_MESSAGES.tooManyRequests]);
  };
}

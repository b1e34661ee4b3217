/**
 * The rate limit every guarded route uses: one counter per session and one per client address, both
 * through @fastify/rate-limit's createRateLimit, so both apply to one request. The first one exceeded
 * answers a `{ messages }` 429 with retry-after. Counts are per process (docs/DECISIONS.md, Known limits).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { sendMessages } from '../http/send-messages';

export interface RateLimitRule {
  max: number;
  /** Milliseconds or an `ms` string such as '1 minute'. */
  timeWindow: number | string;
}

export interface SessionAndAddressLimits {
  perSession: RateLimitRule;
  /** Per client address (request.ip: the proxy's X-Forwarded-For only with TRUST_PROXY), IPv6 by /64. */
  perAddress: RateLimitRule;
}

export type RateLimitGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

interface Options {
  /** The session's bucket name (without a prefix). */
  sessionKey: (request: FastifyRequest) => string;
  /** The 429's message. */
  message: string;
}

export async function createSessionAndAddressLimit(app: FastifyInstance, limits: SessionAndAddressLimits, { sessionKey, message }: Options): Promise<RateLimitGuard> {
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  // One IPv6 /64 is one subscriber, as in the plugin's default key.
  const byAddress = app.createRateLimit({ ...limits.perAddress, keyGenerator: (request) => `address:${normalizeIP(request.ip, 64)}` });
  const bySession = app.createRateLimit({ ...limits.perSession, keyGenerator: (request) => `session:${sessionKey(request)}` });

  return async function sessionAndAddressLimit(request, reply) {
    for (const check of [byAddress, bySession]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ key: result.key.startsWith('address:') ? result.key : 'session' }, 'rate limit exceeded');
        return sendMessages(reply.header('retry-after', String(result.ttlInSeconds)), 429, [message]);
      }
    }
    return undefined;
  };
}

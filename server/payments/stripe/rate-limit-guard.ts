/**
 * Per-session and per-address limits for the card routes (issue 6: stop card testing; issue 10: stricter
 * on setup-intent). Built on @fastify/rate-limit's createRateLimit so both limits apply to one route
 * and the refusal is our `{ messages }` 429 with retry-after.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { sendMessages } from '../../http/send-messages';
import { STRIPE_MESSAGES } from './stripe-messages';

export interface RateLimitRule {
  max: number;
  /** Milliseconds or an `ms` string such as '10 minutes'. */
  timeWindow: number | string;
}

export interface CardRateLimits {
  perSession: RateLimitRule;
  /** Per client address (request.ip: the proxy's X-Forwarded-For only with TRUST_PROXY). */
  perAddress: RateLimitRule;
}

/**
 * A checkout needs one setup per attempt; five declined cards in ten minutes is already unusual. The
 * address limit is looser because offices and phones share addresses behind NAT, but it is what stops
 * an attacker who opens a fresh session for every card.
 */
export const SETUP_INTENT_RATE_LIMITS: CardRateLimits = {
  perSession: { max: 5, timeWindow: '10 minutes' },
  perAddress: { max: 15, timeWindow: '10 minutes' },
};

/** The verify call costs a Stripe read; the processing page makes one per return from Stripe. */
export const PAY_NOW_VERIFY_RATE_LIMITS: CardRateLimits = {
  perSession: { max: 10, timeWindow: '10 minutes' },
  perAddress: { max: 30, timeWindow: '10 minutes' },
};

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** Runs after the CSRF guard (it needs request.session); counts are per process (see DECISIONS). */
export async function createRateLimitGuard(app: FastifyInstance, limits: CardRateLimits): Promise<Guard> {
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  const bySession = app.createRateLimit({ ...limits.perSession, keyGenerator: (request) => `session:${request.session?.id ?? 'none'}` });
  const byAddress = app.createRateLimit({
    ...limits.perAddress,
    // One IPv6 /64 is one subscriber, as in the plugin's default key.
    keyGenerator: (request) => `address:${normalizeIP(request.ip, 64)}`,
  });

  return async function cardRateLimit(request, reply) {
    for (const check of [byAddress, bySession]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        return sendMessages(reply.header('retry-after', String(result.ttlInSeconds)), 429, [STRIPE_MESSAGES.tooManyAttempts]);
      }
    }
    return undefined;
  };
}

/**
 * Per-session and per-address limits for the card routes (docs/FUNNEL.md#saving-and-conversions: stop card testing; docs/DECISIONS.md, Hardening: stricter
 * on setup-intent), built on server/security/session-and-address-limit.ts like the /api/v1 limits.
 */
import type { FastifyInstance } from 'fastify';
import { createSessionAndAddressLimit, type RateLimitGuard, type SessionAndAddressLimits } from '../../security/session-and-address-limit';
import { STRIPE_MESSAGES } from './stripe-messages';

export type CardRateLimits = SessionAndAddressLimits;

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

/** Runs after the CSRF guard (it needs request.session). */
export function createRateLimitGuard(app: FastifyInstance, name: string, limits: CardRateLimits): Promise<RateLimitGuard> {
  return createSessionAndAddressLimit(app, limits, {
    name,
    sessionKey: (request) => request.session?.id ?? 'none',
    message: STRIPE_MESSAGES.tooManyAttempts,
  });
}

/**
 * The rate limit every guarded route uses: one counter per session and one per client address, both
 * through @fastify/rate-limit's createRateLimit, so both apply to one request. The first one exceeded
 * answers a `{ messages }` 429 with retry-after. Where the counts live is buildApp's choice
 * (rateLimitPluginOptions): by the limiter's name (./rate-limit-placement.ts), in this process's memory or
 * in PostgreSQL shared by every process; on PGlite (one process) all in memory.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { Clock } from '../../core/clock';
import type { AppDatabase } from '../db/app-database';
import { sendMessages } from '../http/send-messages';
import { memoryRateLimitStore } from './memory-rate-limit-store';
import { placedRateLimitStore } from './placed-rate-limit-store';
import { sharedRateLimitStore } from './shared-rate-limit-store';

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
  /** The limiter's name, which starts its keys: limiters may share one store. */
  name: string;
  /** The session's bucket name (without a prefix). */
  sessionKey: (request: FastifyRequest) => string;
  /** The 429's message. */
  message: string;
  /** How the 429 is sent; default: the API's JSON `{ messages }` (a form route sends a page instead). */
  refuse?: (reply: FastifyReply, message: string) => FastifyReply;
}

export async function createSessionAndAddressLimit(
  app: FastifyInstance,
  limits: SessionAndAddressLimits,
  { name, sessionKey, message, refuse = (reply, text) => sendMessages(reply, 429, [text]) }: Options,
): Promise<RateLimitGuard> {
  // buildApp registers the plugin with its store; a context built without it (a route's own test) counts in memory.
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  // One IPv6 /64 is one subscriber, as in the plugin's default key.
  const byAddress = app.createRateLimit({
    ...limits.perAddress,
    keyGenerator: (request) => `${name}:address:${normalizeIP(request.ip, 64)}`,
  });
  const bySession = app.createRateLimit({ ...limits.perSession, keyGenerator: (request) => `${name}:session:${sessionKey(request)}` });

  return async function sessionAndAddressLimit(request, reply) {
    for (const check of [byAddress, bySession]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        // An address is logged; a session id is a credential and is not.
        request.log.warn({ limit: name, key: result.key.startsWith(`${name}:address:`) ? result.key : 'session' }, 'rate limit exceeded');
        return refuse(reply.code(429).header('retry-after', String(result.ttlInSeconds)), message);
      }
    }
    return undefined;
  };
}

/**
 * @fastify/rate-limit's options for the root app (buildApp): each limiter counts where its placement says, in
 * this process's memory or in PostgreSQL, where every process sees every count; PGlite allows one process, so
 * there every count is in memory.
 */
export function rateLimitPluginOptions(database: AppDatabase, clock: Clock): FastifyRateLimitOptions {
  const memory = memoryRateLimitStore(clock);
  const shared = database.kind === 'postgres' ? sharedRateLimitStore(database.db) : memory;
  return { global: false, store: placedRateLimitStore({ process: memory, shared }) };
}

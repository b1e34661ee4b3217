/**
 * The @fastify/rate-limit store buildApp registers: each count goes to the store its limiter's placement names
 * (./rate-limit-placement.ts), the process's memory or the database shared by every process.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { placementOf, type RateLimitPlacement } from './rate-limit-placement';

export function placedRateLimitStore(stores: Record<RateLimitPlacement, FastifyRateLimitStoreCtor>): FastifyRateLimitStoreCtor {
  return class PlacedRateLimitStore implements FastifyRateLimitStore {
    private readonly stores: Record<RateLimitPlacement, FastifyRateLimitStore>;

    constructor(options: FastifyRateLimitOptions) {
      const processStore = new stores.process(options);
      this.stores = { process: processStore, shared: stores.shared === stores.process ? processStore : new stores.shared(options) };
    }

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
      this.stores[placementOf(key)].incr(key, callback, timeWindow, max);
    }

    /** Every limiter shares both stores; the limiters' keys carry their names. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

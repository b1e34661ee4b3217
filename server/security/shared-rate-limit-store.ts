/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL, so several server processes behind a
 * load balancer share one count per key (docs/DEPLOY.md); used for the limits ./rate-limit-placement.ts places
 * 'shared'. One statement per check: the upsert starts
 * a new window when the old one has ended, else adds one, and returns the count and the time left.
 * Expired rows are deleted by the rate-limit sweep job (sweep-rate-limit-counters.ts, server/jobs/app-jobs.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppDb } from '../db/app-database';
import { rateLimitCounters } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export function sharedRateLimitStore(db: AppDb): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const ended = sql`${rateLimitCounters.resetAt} <= now()`;
      const newReset = sql`now() + make_interval(secs => ${timeWindow / 1000})`;
      db.insert(rateLimitCounters)
        .values({ key, count: 1, resetAt: newReset })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({
          current: rateLimitCounters.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))::int`,
        })
        .then(
          ([row]) => callback(null, row!),
          (error: Error) => callback(error),
        );
    }

    /** Every limiter shares the table; the limiters' keys carry their names. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * A @fastify/rate-limit store that counts in this process's memory, on the app's clock: one fixed window per
 * key, as the plugin's own in-memory store counts, in a bounded LRU (the least recently counted key is
 * forgotten first, which only restarts its count).
 */
import { LRUCache } from 'lru-cache';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../../core/clock';

/** Keys kept at once: sessions and addresses active within the longest window (an hour), far above a busy hour's visitors. */
const MAX_KEYS = 100_000;

interface Window {
  count: number;
  endsAt: number;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export function memoryRateLimitStore(clock: Clock): FastifyRateLimitStoreCtor {
  const windows = new LRUCache<string, Window>({ max: MAX_KEYS });

  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + timeWindow };
        windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.endsAt - now });
    }

    /** Every limiter shares the one map; the limiters' keys carry their names. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

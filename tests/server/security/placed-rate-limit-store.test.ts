/**
 * Where each limiter counts (server/security/rate-limit-placement.ts) and the in-memory store that counts a
 * save's limits (server/security/memory-rate-limit-store.ts): fixed windows on the app's clock.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { memoryRateLimitStore } from '../../../server/security/memory-rate-limit-store';
import { placedRateLimitStore } from '../../../server/security/placed-rate-limit-store';
import { placementOf } from '../../../server/security/rate-limit-placement';
import { createTestClock } from '../../support/test-clock';

function incr(store: FastifyRateLimitStore, key: string, timeWindow = 60_000) {
  let answer: { current: number; ttl: number } | undefined;
  store.incr(
    key,
    (error, result) => {
      if (error) throw error;
      answer = result;
    },
    timeWindow,
    10,
  );
  return answer!;
}

describe('the in-memory store', () => {
  it('counts each key in its own window on the app clock, and starts a new window once it has ended', () => {
    const clock = createTestClock();
    const Store = memoryRateLimitStore(clock);
    const store = new Store({});
    expect(incr(store, 'api:session:a')).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(20_000);
    expect(incr(store, 'api:session:a')).toEqual({ current: 2, ttl: 40_000 });
    expect(incr(store, 'api:session:b')).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(40_000);
    expect(incr(store, 'api:session:a')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('is one count for every limiter built from it', () => {
    const store = new (memoryRateLimitStore(createTestClock()))({});
    incr(store.child({} as never), 'api:address:1');
    expect(incr(store.child({} as never), 'api:address:1').current).toBe(2);
  });
});

describe('placement', () => {
  it("counts a save's limits in the process, and first saves and card calls where every process sees them", () => {
    expect(placementOf('api:session:abc')).toBe('process');
    expect(placementOf('api:address:127.0.0.1')).toBe('process');
    expect(placementOf('api-events:address:127.0.0.1')).toBe('process');
    expect(placementOf('reset:session:abc')).toBe('process');
    expect(placementOf('api-new-sessions:address:127.0.0.1')).toBe('shared');
    expect(placementOf('setup-intent:session:abc')).toBe('shared');
    expect(placementOf('pay-now-verify:address:127.0.0.1')).toBe('shared');
    // A limiter nobody placed counts for all processes.
    expect(placementOf('something-new:address:127.0.0.1')).toBe('shared');
  });

  it('sends each count to the store of its placement', () => {
    const clock = createTestClock();
    const processCtor: FastifyRateLimitStoreCtor = memoryRateLimitStore(clock);
    const sharedCtor: FastifyRateLimitStoreCtor = memoryRateLimitStore(clock);
    const seen: string[] = [];
    const Shared = class extends sharedCtor {
      override incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
        seen.push(args[0]);
        super.incr(...args);
      }
    };
    const store = new (placedRateLimitStore({ process: processCtor, shared: Shared }))({});
    incr(store, 'api:session:abc');
    incr(store, 'api-new-sessions:address:127.0.0.1');
    incr(store, 'setup-intent:session:abc');
    expect(seen).toEqual(['api-new-sessions:address:127.0.0.1', 'setup-intent:session:abc']);
  });
});

/**
 * The PostgreSQL rate-limit store (server/security/shared-rate-limit-store.ts): counts per key shared by
 * every store on the database (two stores here stand for two processes), a new window once the old one
 * has ended, and the time left, as @fastify/rate-limit's own in-memory store reports it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { rateLimitCounters } from '../../../server/db/schema';
import { sharedRateLimitStore } from '../../../server/security/shared-rate-limit-store';
import { sweepRateLimitCounters } from '../../../server/security/sweep-rate-limit-counters';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';

function incr(store: FastifyRateLimitStore, key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 10));
}

describe.skipIf(!TEST_DATABASE_URL)('the shared rate-limit store on PostgreSQL', () => {
  let shared: SharedPostgres;
  let database: AppDatabase;
  let one: FastifyRateLimitStore;
  let other: FastifyRateLimitStore;

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    database = await openDatabase({ kind: 'postgres', url: shared.url });
    const Store = sharedRateLimitStore(database.db);
    one = new Store({});
    other = new Store({});
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await shared?.drop();
  });

  it('counts one key across stores and keeps other keys apart', async () => {
    expect((await incr(one, 'api:session:a', 60_000)).current).toBe(1);
    expect((await incr(other, 'api:session:a', 60_000)).current).toBe(2);
    expect((await incr(one, 'api:session:a', 60_000)).current).toBe(3);
    expect((await incr(other, 'api:session:b', 60_000)).current).toBe(1);
  });

  it('reports the time left in the window, and starts a new window once it has ended', async () => {
    const first = await incr(one, 'api:address:1', 1000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(500);
    expect(first.ttl).toBeLessThanOrEqual(1000);
    const second = await incr(other, 'api:address:1', 1000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(first.ttl);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const afterWindow = await incr(one, 'api:address:1', 1000);
    expect(afterWindow.current).toBe(1);
    expect(afterWindow.ttl).toBeGreaterThan(500);
  });

  it('leaves the sweep of rows whose window has ended to the rate-limit sweep job, which deletes only those', async () => {
    await incr(one, 'api:session:short', 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await incr(one, 'api:session:other', 60_000);
    const keys = async () => (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(await keys()).toContain('api:session:short');
    expect(await sweepRateLimitCounters(database.db)).toBeGreaterThanOrEqual(1);
    expect(await keys()).not.toContain('api:session:short');
    expect(await keys()).toContain('api:session:other');
  });
});

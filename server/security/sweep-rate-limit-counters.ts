import { lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/app-database';
import { rateLimitCounters } from '../db/schema';

/**
 * Deletes the shared rate-limit counters whose window has ended (shared-rate-limit-store.ts): a new window starts
 * over such a row anyway, so the delete only keeps the table to the keys counting now. Windows end on the
 * database's clock, as the store counts them. How many rows went.
 */
export async function sweepRateLimitCounters(db: AppDb): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

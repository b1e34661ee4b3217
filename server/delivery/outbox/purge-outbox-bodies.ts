/**
 * Outbox events keep their body (the lead: the customer's name, address, phone) for OUTBOX_BODY_DAYS (90), long past
 * the last retry (about three days) and long enough for an operator's replay; then the body is dropped and the row
 * stays as a tombstone (id, type, reference, partner, time) with its deliveries, so the listing keeps its history
 * without personal data. A replay of a tombstone fails with that reason.
 */
import { and, isNotNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { outboxEvents } from '../../db/outbox-tables';

/** Drops the bodies of events older than `retentionMs` at `now`; how many. */
export async function purgeOutboxBodies(db: AppDb, now: Date, retentionMs: number): Promise<number> {
  const dropped = await db
    .update(outboxEvents)
    .set({ body: null })
    .where(and(isNotNull(outboxEvents.body), lt(outboxEvents.createdAt, new Date(now.getTime() - retentionMs))))
    .returning({ id: outboxEvents.id });
  return dropped.length;
}

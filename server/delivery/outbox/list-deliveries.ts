import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { outboxDeliveries, outboxEvents } from './outbox-tables';

/** One row of `npm run deliveries`. */
export interface DeliveryListing {
  eventId: string;
  type: string;
  partner: string;
  channel: string;
  target: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

/** The most recent deliveries, newest event first. */
export async function listDeliveries(db: AppDb, limit = 50): Promise<DeliveryListing[]> {
  const rows = await db
    .select({
      eventId: outboxEvents.id,
      type: outboxEvents.type,
      partner: outboxEvents.partnerSlug,
      channel: outboxDeliveries.channel,
      target: outboxDeliveries.target,
      status: outboxDeliveries.status,
      attempts: outboxDeliveries.attempts,
      nextAttemptAt: outboxDeliveries.nextAttemptAt,
      lastError: outboxDeliveries.lastError,
      createdAt: outboxEvents.createdAt,
    })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .orderBy(desc(outboxEvents.createdAt), desc(outboxDeliveries.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null }));
}

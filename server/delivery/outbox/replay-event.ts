/**
 * `npm run deliveries -- replay <event id>`: every delivery of the event is due again now, from its first
 * attempt, with the stored body and so the same `webhook-id`; an endpoint a 410 disabled is enabled again
 * (the operator replays because the partner fixed it). A delivery in flight keeps its lease.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { enableEndpoint } from './disabled-endpoints';
import { outboxDeliveries, outboxEvents } from './outbox-tables';

/** How many deliveries are due again; null when there is no such event. */
export async function replayEvent(db: AppDb, eventId: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const events = await tx.select().from(outboxEvents).where(eq(outboxEvents.id, eventId)).limit(1);
    const event = events[0];
    if (!event) return null;
    const replayed = await tx
      .update(outboxDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, deliveredAt: null })
      .where(eq(outboxDeliveries.eventId, eventId))
      .returning({ channel: outboxDeliveries.channel, target: outboxDeliveries.target });
    for (const delivery of replayed) {
      if (delivery.channel === 'webhook') await enableEndpoint(tx, event.partnerSlug, delivery.target);
    }
    return replayed.length;
  });
}

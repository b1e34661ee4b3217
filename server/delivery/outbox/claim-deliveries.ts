/**
 * Takes due deliveries for this process (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes"): one statement picks them with
 * `FOR UPDATE SKIP LOCKED`, so processes polling together never take the same row, and marks them with a lease
 * and a token. A process that dies mid-delivery leaves the lease to lapse, and the delivery is taken again;
 * its result is recorded only under the token it was claimed with (finish-delivery.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import type { DeliveryChannel } from './enqueue-event';
import { outboxDeliveries, outboxEvents } from './outbox-tables';

export interface ClaimedDelivery {
  id: number;
  eventId: string;
  channel: DeliveryChannel;
  target: string;
  /** Counting this one. */
  attempts: number;
  leaseToken: string;
  type: string;
  bookingId: number;
  partnerSlug: string;
  body: string;
}

export async function claimDeliveries(db: AppDb, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const leaseToken = randomUUID();
  const due = db
    .select({ id: outboxDeliveries.id })
    .from(outboxDeliveries)
    .where(
      and(
        eq(outboxDeliveries.status, 'pending'),
        lte(outboxDeliveries.nextAttemptAt, now),
        or(isNull(outboxDeliveries.leaseUntil), lte(outboxDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(asc(outboxDeliveries.nextAttemptAt), asc(outboxDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxDeliveries)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs), leaseToken, attempts: sql`${outboxDeliveries.attempts} + 1` })
    .where(inArray(outboxDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const events = await db
    .select()
    .from(outboxEvents)
    .where(
      inArray(
        outboxEvents.id,
        claimed.map((row) => row.eventId),
      ),
    );
  const byId = new Map(events.map((event) => [event.id, event]));
  return claimed.flatMap((row) => {
    const event = byId.get(row.eventId);
    if (!event) return [];
    return [
      {
        id: row.id,
        eventId: row.eventId,
        // The column's check constraint admits only the channels DeliveryChannel names.
        channel: row.channel as DeliveryChannel,
        target: row.target,
        attempts: row.attempts,
        leaseToken,
        type: event.type,
        bookingId: event.bookingId,
        partnerSlug: event.partnerSlug,
        body: event.body,
      },
    ];
  });
}

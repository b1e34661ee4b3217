/**
 * `npm run deliveries -- replay <event id>` (docs/PARTNERS.md, "Deliveries"): the event's webhooks and partner email
 * are sent once more, now, with the stored body and so the same `webhook-id`; with `customer` the customer's email
 * too. Each counts as one more attempt and is marked replayed; the email bounds do not apply (the operator asked).
 * An endpoint a 410 disabled is enabled again (the operator replays because the partner fixed it). No other event
 * is touched; a delivery another process has in flight keeps its lease and is left alone.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AttemptContext } from './attempt-context';
import { attemptDelivery } from './attempt-delivery';
import type { ClaimedDelivery } from './claim-deliveries';
import { enableEndpoint } from './disabled-endpoints';
import type { DeliveryChannel } from '../../db/outbox-tables';
import { finishDelivery } from './finish-delivery';
import { listDeliveries, type DeliveryListing } from './list-deliveries';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

/** The event's deliveries after the replay; null when there is no such event. */
export async function replayEvent(
  context: AttemptContext,
  eventId: string,
  options: { customer?: boolean; leaseMs: number },
): Promise<DeliveryListing[] | null> {
  const { db, clock } = context;
  const now = clock.now();
  const [event] = await db.select().from(outboxEvents).where(eq(outboxEvents.id, eventId)).limit(1);
  if (!event) return null;
  const channels: DeliveryChannel[] = options.customer ? ['webhook', 'partner_email', 'customer_email'] : ['webhook', 'partner_email'];
  const leaseToken = randomUUID();
  const claimed = await db
    .update(outboxDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      leaseToken,
      attempts: sql`${outboxDeliveries.attempts} + 1`,
      replayedAt: now,
    })
    .where(
      and(
        eq(outboxDeliveries.eventId, eventId),
        inArray(outboxDeliveries.channel, channels),
        or(isNull(outboxDeliveries.leaseUntil), lte(outboxDeliveries.leaseUntil, now)),
      ),
    )
    .returning();
  await Promise.all(
    claimed.map(async (row) => {
      if (row.channel === 'webhook') await enableEndpoint(db, event.partnerSlug, row.target);
      const claim: ClaimedDelivery = {
        id: row.id,
        eventId,
        channel: row.channel,
        target: row.target,
        attempts: row.attempts,
        createdAt: row.createdAt,
        leaseToken,
        type: event.type,
        partnerSlug: event.partnerSlug,
        bookingId: event.bookingId,
        body: event.body,
      };
      const result = await attemptDelivery(context, claim, { replay: true });
      await finishDelivery(db, claim, result, clock.now());
    }),
  );
  return listDeliveries(db, { eventId, limit: 100 });
}

import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { endpointLabel } from '../webhooks/endpoint-label';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

/** One row of `npm run deliveries`: no personal data (the customer's address stays in the event's body). */
export interface DeliveryListing {
  eventId: string;
  /** When the event happened. */
  createdAt: string;
  reference: string | null;
  type: string;
  partner: string;
  channel: string;
  /** The webhook's host, 'partner' (the partner's mailbox) or 'customer'. */
  target: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  replayedAt: string | null;
}

const TARGETS: Record<string, (target: string) => string> = {
  webhook: endpointLabel,
  partner_email: () => 'partner',
  customer_email: () => 'customer',
};

/** The most recent deliveries, newest event first; `reference` or `eventId` picks one booking's or one event's. */
export async function listDeliveries(
  db: AppDb,
  options: { limit?: number; reference?: string; eventId?: string } = {},
): Promise<DeliveryListing[]> {
  const where: SQL[] = [];
  if (options.reference) where.push(eq(outboxEvents.reference, options.reference.toUpperCase()));
  if (options.eventId) where.push(eq(outboxEvents.id, options.eventId));
  const rows = await db
    .select({
      eventId: outboxEvents.id,
      createdAt: outboxEvents.createdAt,
      reference: outboxEvents.reference,
      type: outboxEvents.type,
      partner: outboxEvents.partnerSlug,
      channel: outboxDeliveries.channel,
      target: outboxDeliveries.target,
      status: outboxDeliveries.status,
      attempts: outboxDeliveries.attempts,
      nextAttemptAt: outboxDeliveries.nextAttemptAt,
      lastError: outboxDeliveries.lastError,
      replayedAt: outboxDeliveries.replayedAt,
    })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(outboxEvents.createdAt), desc(outboxDeliveries.id))
    .limit(options.limit ?? 50);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    target: (TARGETS[row.channel] ?? endpointLabel)(row.target),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    replayedAt: row.replayedAt?.toISOString() ?? null,
  }));
}

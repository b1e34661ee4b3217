/**
 * The partner's events as the outbox will send them to the partner's mailbox: a booking's deliveries to one place go
 * in the order they were written (server/delivery/outbox/claim-deliveries.ts), leaving out deliveries the outbox
 * skipped (a pending update folded into a later cancellation or withdrawal). For processes on real time, whose
 * minute-late updates a test cannot wait for.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppDb } from '../../../../server/db/app-database';
import { outboxDeliveries, outboxEvents } from '../../../../server/db/outbox-tables';
import type { PartnerEvent } from './life-checks';

export async function partnerEventsInOutbox(db: AppDb, references: string[]): Promise<PartnerEvent[]> {
  const rows = await db
    .select({ body: outboxEvents.body })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(
      and(
        inArray(outboxEvents.reference, references),
        eq(outboxDeliveries.channel, 'partner_email'),
        ne(outboxDeliveries.status, 'skipped'),
      ),
    )
    .orderBy(asc(outboxDeliveries.id));
  return rows.flatMap((row) => (row.body ? [JSON.parse(row.body) as PartnerEvent] : []));
}

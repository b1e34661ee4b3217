import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

/** The events that send a calendar invite, and so move its SEQUENCE on. */
export const INVITE_EVENT_TYPES = ['booking.converted', 'booking.updated', 'booking.cancelled', 'booking.conversion_withdrawn'] as const;

/** The order events were written in: their first delivery's serial id (two events of one transaction share a time). */
const writtenAt = (eventId: unknown) => sql`(select min(d.id) from ${outboxDeliveries} d where d.event_id = ${eventId})`;

/** The invite's SEQUENCE for an event: how many earlier events of its booking sent one (0, 1, 2…). */
export async function inviteSequence(db: AppDb, event: { eventId: string; bookingId: number }): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.bookingId, event.bookingId),
        inArray(outboxEvents.type, [...INVITE_EVENT_TYPES]),
        sql`${writtenAt(outboxEvents.id)} < ${writtenAt(event.eventId)}`,
      ),
    );
  return rows[0]?.count ?? 0;
}

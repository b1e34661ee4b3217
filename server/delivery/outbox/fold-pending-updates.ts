/**
 * Events in the order things happened (docs/LEADS.md, "Event order"): a `booking.updated` waits a minute for the edits
 * that follow it, while a cancellation or a withdrawal goes at once. So when one of those is written, in the same
 * transaction, every delivery of the booking's `booking.updated` events that has not been tried yet is marked skipped
 * (superseded), and what those updates changed is carried in the new event's `changes`. Nothing is then sent about
 * the update after the cancellation or withdrawal; the event that supersedes it carries the lead as it stands.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LeadChange } from '../lead/lead';
import { mergeLeadChanges } from '../lead/lead-changes';
import type { DbOrTx } from '../../db/db-or-tx';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';
import { storedLeadChanges } from './stored-lead-changes';

/** The events after which nothing earlier of the same booking is sent, and no customer email but their own. */
export const TERMINAL_EVENT_TYPES = ['booking.cancelled', 'booking.conversion_withdrawn'] as const;

export interface PendingUpdates {
  /** What the pending updates changed, merged in the order they were written. */
  changes: LeadChange[];
  /** Marks their untried deliveries skipped, naming the event that carries them; call once that event is written. */
  supersede(by: string): Promise<void>;
}

/**
 * The untried deliveries of the booking's `booking.updated` events, locked (a worker's claim of them waits for this
 * transaction, then finds them no longer pending), and their changes.
 */
export async function pendingUpdates(tx: DbOrTx, bookingId: number): Promise<PendingUpdates> {
  const untried = await tx
    .select({ deliveryId: outboxDeliveries.id, eventId: outboxEvents.id, body: outboxEvents.body })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(
      and(
        eq(outboxEvents.bookingId, bookingId),
        eq(outboxEvents.type, 'booking.updated'),
        eq(outboxDeliveries.status, 'pending'),
        eq(outboxDeliveries.attempts, 0),
      ),
    )
    .orderBy(asc(outboxEvents.createdAt), asc(outboxDeliveries.id))
    .for('update', { of: outboxDeliveries });
  let changes: LeadChange[] = [];
  const folded = new Set<string>();
  for (const row of untried) {
    if (folded.has(row.eventId)) continue;
    folded.add(row.eventId);
    // A body not yet sent is never dropped (purge-outbox-bodies.ts drops bodies days old); the type allows it.
    changes = mergeLeadChanges(changes, storedLeadChanges(row.body));
  }
  return {
    changes,
    async supersede(by) {
      if (untried.length === 0) return;
      await tx
        .update(outboxDeliveries)
        .set({ status: 'skipped', lastError: `superseded: its changes are carried by ${by}` })
        .where(
          inArray(
            outboxDeliveries.id,
            untried.map((row) => row.deliveryId),
          ),
        );
    },
  };
}

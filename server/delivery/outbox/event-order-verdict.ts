/**
 * Events in the order things happened (docs/LEADS.md, "Event order"), judged as each delivery is tried: nothing about a
 * booking reaches a webhook endpoint, a mailbox or the customer after its cancellation or withdrawal did (or will).
 * A delivery is skipped when a later `booking.cancelled` or `booking.conversion_withdrawn` of its booking goes to the
 * same place: that event carries the lead as it stands. A cancellation or withdrawal waits, briefly, while an earlier
 * delivery of its booking to the same place is being tried, so the two cannot cross on the wire.
 */
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { isOneOf } from '../../../core/is-one-of';
import type { ClaimedDelivery } from './claim-deliveries';
import type { EmailVerdict } from './email-gate';
import { TERMINAL_EVENT_TYPES } from './fold-pending-updates';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

/** How long a cancellation waits for an earlier attempt in flight to the same place before it is judged again. */
export const ORDER_WAIT_MS = 5_000;

const isTerminal = (type: string) => isOneOf(TERMINAL_EVENT_TYPES, type);

export async function eventOrderVerdict(db: AppDb, claim: ClaimedDelivery, now: Date): Promise<EmailVerdict> {
  const samePlace = and(
    eq(outboxEvents.bookingId, claim.bookingId),
    eq(outboxDeliveries.channel, claim.channel),
    eq(outboxDeliveries.target, claim.target),
    ne(outboxDeliveries.eventId, claim.eventId),
  );
  const [later] = await db
    .select({ eventId: outboxEvents.id, type: outboxEvents.type })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    // Deliveries are numbered as their events are written: a higher id is a later event.
    .where(and(samePlace, gt(outboxDeliveries.id, claim.id), inArray(outboxEvents.type, [...TERMINAL_EVENT_TYPES])))
    .limit(1);
  if (later) return { send: false, skip: `superseded: a later ${later.type} of this booking (${later.eventId}) carries its state` };
  if (!isTerminal(claim.type)) return { send: true };
  const [busy] = await db
    .select({ leaseUntil: outboxDeliveries.leaseUntil })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(
      and(
        samePlace,
        lt(outboxDeliveries.id, claim.id),
        eq(outboxDeliveries.status, 'pending'),
        gt(outboxDeliveries.leaseUntil, now),
        sql`${outboxDeliveries.attempts} > 0`,
      ),
    )
    .limit(1);
  if (busy?.leaseUntil) {
    const until = Math.min(busy.leaseUntil.getTime(), now.getTime() + ORDER_WAIT_MS);
    return { send: false, until: new Date(until) };
  }
  return { send: true };
}

/**
 * Takes due deliveries for this process (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes" and "Delivery a dispatcher can trust"): one statement
 * picks them, at most `perTarget` per endpoint or mailbox counting what this process already has in flight there,
 * oldest due first, and marks them with a lease and a token. A hanging endpoint so holds at most its own share of
 * the worker; every other endpoint's deliveries are claimed past it. Two processes picking the same row both try
 * to update it; the update judges the row again, so only one takes it. A process that dies mid-delivery leaves the
 * lease to lapse, and the delivery is taken again; its result is recorded only under the token it was claimed with
 * (finish-delivery.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import type { DeliveryChannel } from '../../db/outbox-tables';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

export interface ClaimedDelivery {
  id: number;
  eventId: string;
  channel: DeliveryChannel;
  target: string;
  /** Counting this one. */
  attempts: number;
  /** When the delivery was first due: its event's time. */
  createdAt: Date;
  leaseToken: string;
  type: string;
  partnerSlug: string;
  bookingId: number;
  /** The stored webhook body; null once the event's body was dropped (purge-outbox-bodies.ts). */
  body: string | null;
}

export interface ClaimLimits {
  /** Deliveries taken at most by this claim. */
  limit: number;
  /** Deliveries in flight at once per endpoint or mailbox (`target`). */
  perTarget: number;
  /** What this process has in flight, by target: claimed only up to `perTarget` with them. */
  inFlight?: ReadonlyMap<string, number>;
}

/** The lease of a row that is due and free: pending, due by `now`, and no live lease on it. */
function dueAndFree(now: Date): SQL {
  return and(
    eq(outboxDeliveries.status, 'pending'),
    lte(outboxDeliveries.nextAttemptAt, now),
    or(isNull(outboxDeliveries.leaseUntil), lte(outboxDeliveries.leaseUntil, now)),
  )!;
}

/** How many more of a target this claim may take: `perTarget` less what is in flight there. */
function allowance(target: SQLWrapper, { perTarget, inFlight }: ClaimLimits): SQL {
  const busy = [...(inFlight ?? new Map<string, number>())].filter(([, count]) => count > 0);
  if (busy.length === 0) return sql`${perTarget}::int`;
  const cases = busy.map(([name, count]) => sql`when ${target} = ${name} then ${perTarget - count}::int`);
  return sql`case ${sql.join(cases, sql` `)} else ${perTarget}::int end`;
}

export async function claimDeliveries(db: AppDb, now: Date, leaseMs: number, limits: ClaimLimits): Promise<ClaimedDelivery[]> {
  const leaseToken = randomUUID();
  // A booking's deliveries to one endpoint or mailbox go in the order they were written (their serial ids): only the
  // earliest still pending (in flight or waiting to retry) may go, so a receiver applying events as they arrive ends
  // with the booking as it stands (docs/LEADS.md, "Event order"). Deliveries can only stop being pending, so a claim
  // that saw an earlier one pending never sends a later one before it, on one process or many.
  const pending = db
    .select({
      id: outboxDeliveries.id,
      target: outboxDeliveries.target,
      nextAttemptAt: outboxDeliveries.nextAttemptAt,
      leaseUntil: outboxDeliveries.leaseUntil,
      turn: sql<number>`row_number() over (partition by ${outboxDeliveries.target}, ${outboxEvents.bookingId} order by ${outboxDeliveries.id})`.as(
        'turn',
      ),
    })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(eq(outboxDeliveries.status, 'pending'))
    .as('pending');
  const ranked = db
    .select({
      id: pending.id,
      nextAttemptAt: pending.nextAttemptAt,
      rank: sql<number>`row_number() over (partition by ${pending.target} order by ${pending.nextAttemptAt}, ${pending.id})`.as('rank'),
      allowed: sql<number>`${allowance(pending.target, limits)}`.as('allowed'),
    })
    .from(pending)
    .where(and(eq(pending.turn, 1), lte(pending.nextAttemptAt, now), or(isNull(pending.leaseUntil), lte(pending.leaseUntil, now))))
    .as('ranked');
  const picked = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${ranked.allowed}`)
    .orderBy(asc(ranked.nextAttemptAt), asc(ranked.id))
    .limit(limits.limit);
  const claimed = await db
    .update(outboxDeliveries)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs), leaseToken, attempts: sql`${outboxDeliveries.attempts} + 1` })
    // Judged again on the row itself: a row another process claimed meanwhile is no longer free.
    .where(and(inArray(outboxDeliveries.id, picked), dueAndFree(now)))
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
        channel: row.channel,
        target: row.target,
        attempts: row.attempts,
        createdAt: row.createdAt,
        leaseToken,
        type: event.type,
        partnerSlug: event.partnerSlug,
        bookingId: event.bookingId,
        body: event.body,
      },
    ];
  });
}

/**
 * Abandoned leads (docs/DECISIONS.md, "Abandoned leads"): a current booking that finished the landing step (first
 * and last name, email and phone stored: the landing page's submit is the consent to be contacted), is not
 * converted, and has had no save for LEAD_IDLE_MINUTES becomes one `booking.abandoned` event. Once per booking:
 * a unique index takes the first, whichever process scans. Bookings idle for more than a week are left alone,
 * so a first start after an upgrade does not send every old booking, and the expiry (31 days) deletes
 * nothing the scan still wants. Each booking is locked and judged again inside its own transaction, so a
 * conversion committing meanwhile wins.
 */
import { and, eq, gt, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { bookings } from '../../db/schema';
import type { ServerPartner } from '../../partners/server-partner';
import type { BookingEventBody } from './booking-event-body';
import { enqueueEvent } from './enqueue-event';
import { outboxEvents } from './outbox-tables';

/** A lead older than this is stale: nobody calls about a move quote from last month. */
export const ABANDONED_LEAD_MAX_AGE_MS = 7 * 24 * 3_600_000;
const LANDING_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
/** Enough for one pass; the rest wait for the next. */
const BATCH = 50;

const landingFinished = and(...LANDING_FIELDS.map((field) => sql`coalesce(${bookings.data} ->> ${field}, '') <> ''`))!;

function candidatesWhere(now: Date, idleMs: number) {
  return and(
    isNull(bookings.conversionType),
    isNull(bookings.archivedAt),
    lt(bookings.updatedAt, new Date(now.getTime() - idleMs)),
    gt(bookings.updatedAt, new Date(now.getTime() - ABANDONED_LEAD_MAX_AGE_MS)),
    landingFinished,
  )!;
}

/** Writes the abandoned leads due at `now`; returns their event ids. */
export async function scanAbandoned(
  db: AppDb,
  options: { now: Date; idleMs: number; partners: ReadonlyMap<string, ServerPartner>; body: BookingEventBody },
): Promise<string[]> {
  const { now, idleMs, partners } = options;
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        candidatesWhere(now, idleMs),
        notExists(
          db
            .select({ id: outboxEvents.id })
            .from(outboxEvents)
            .where(and(eq(outboxEvents.bookingId, bookings.id), eq(outboxEvents.type, 'booking.abandoned'))),
        ),
      ),
    )
    .limit(BATCH);
  const written: string[] = [];
  for (const { id } of candidates) {
    const eventId = await db.transaction(async (tx) => {
      // Locked, then judged again: a save or conversion that committed since the select wins.
      const rows = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), candidatesWhere(now, idleMs)))
        .for('update');
      const row = rows[0];
      const partner = row && partners.get(row.partnerSlug);
      if (!row || !partner) return null;
      const body = options.body('booking.abandoned', row, partner, now);
      return enqueueEvent(tx, { type: 'booking.abandoned', bookingId: row.id, partner, body, toCustomer: false, at: now });
    });
    if (eventId) written.push(eventId);
  }
  return written;
}

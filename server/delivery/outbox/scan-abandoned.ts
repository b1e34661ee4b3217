/**
 * Abandoned leads (docs/DECISIONS.md, "Abandoned leads"): a current booking that finished the landing step (first
 * and last name, email and phone stored: the landing page's submit is the consent to be contacted), is not
 * converted, and has had no save for LEAD_IDLE_MINUTES becomes one `booking.abandoned` event. Once per booking:
 * a unique index takes the first, whichever process scans. Bookings idle for more than a week are left alone,
 * so a first start after an upgrade does not send every old booking, and the expiry (31 days) deletes
 * nothing the scan still wants. Each booking is locked and judged again inside its own transaction, so a
 * conversion committing meanwhile wins. No lead goes for a customer who booked with the same partner from another
 * tab or device since this booking began (same email or phone). Oldest first; bookings of a partner no longer
 * configured are passed over (logged once per process), so they never fill a batch.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, notExists, notInArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/app-database';
import { bookings } from '../../db/schema';
import type { ServerPartner } from '../../partners/server-partner';
import type { BookingEventBody } from './booking-event-body';
import { enqueueEvent } from './enqueue-event';
import { outboxEvents } from '../../db/outbox-tables';

/** A lead older than this is stale: nobody calls about a move quote from last month. */
export const ABANDONED_LEAD_MAX_AGE_MS = 7 * 24 * 3_600_000;
const LANDING_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
/** Enough for one pass; the rest wait for the next. */
const BATCH = 50;

const landingFinished = and(...LANDING_FIELDS.map((field) => sql`coalesce(${bookings.data} ->> ${field}, '') <> ''`))!;

const converted = alias(bookings, 'converted');
/** Digits only, so '(415) 555-0100' and '415-555-0100' are one phone. */
const digits = (column: SQLWrapper) => sql`regexp_replace(coalesce(${column} ->> 'phone', ''), '[^0-9]', '', 'g')`;

/** The same customer converted with the same partner since this booking began. */
const bookedElsewhere = sql`exists (select 1 from "bookings" as "converted" where ${and(
  ne(converted.id, bookings.id),
  eq(converted.partnerSlug, bookings.partnerSlug),
  isNotNull(converted.conversionType),
  gte(converted.updatedAt, bookings.createdAt),
  or(
    sql`lower(${converted.data} ->> 'email') = lower(${bookings.data} ->> 'email')`,
    and(sql`${digits(converted.data)} <> ''`, sql`${digits(converted.data)} = ${digits(bookings.data)}`),
  ),
)})`;

function candidatesWhere(now: Date, idleMs: number) {
  return and(
    isNull(bookings.conversionType),
    isNull(bookings.archivedAt),
    lt(bookings.updatedAt, new Date(now.getTime() - idleMs)),
    gt(bookings.updatedAt, new Date(now.getTime() - ABANDONED_LEAD_MAX_AGE_MS)),
    landingFinished,
    sql`not ${bookedElsewhere}`,
  )!;
}

/** Writes the abandoned leads due at `now`; returns their event ids. */
export async function scanAbandoned(
  db: AppDb,
  options: {
    now: Date;
    idleMs: number;
    partners: ReadonlyMap<string, ServerPartner>;
    body: BookingEventBody;
    log?: Pick<FastifyBaseLogger, 'warn'>;
    /** Partners already logged as unknown by this process. */
    unknownLogged?: Set<string>;
  },
): Promise<string[]> {
  const { now, idleMs, partners } = options;
  const known = [...partners.keys()];
  await logUnknownPartners(db, options);
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        candidatesWhere(now, idleMs),
        known.length > 0 ? inArray(bookings.partnerSlug, known) : sql`false`,
        notExists(
          db
            .select({ id: outboxEvents.id })
            .from(outboxEvents)
            .where(and(eq(outboxEvents.bookingId, bookings.id), eq(outboxEvents.type, 'booking.abandoned'))),
        ),
      ),
    )
    .orderBy(asc(bookings.updatedAt), asc(bookings.id))
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
      return enqueueEvent(tx, {
        type: 'booking.abandoned',
        bookingId: row.id,
        reference: row.reference,
        partner,
        body,
        toCustomer: false,
        at: now,
      });
    });
    if (eventId) written.push(eventId);
  }
  return written;
}

/** One warning per process and partner no longer configured whose bookings would be abandoned leads. */
async function logUnknownPartners(
  db: AppDb,
  options: {
    now: Date;
    idleMs: number;
    partners: ReadonlyMap<string, ServerPartner>;
    log?: Pick<FastifyBaseLogger, 'warn'>;
    unknownLogged?: Set<string>;
  },
): Promise<void> {
  const { log, unknownLogged } = options;
  if (!log || !unknownLogged) return;
  const seen = [...options.partners.keys(), ...unknownLogged];
  const unknown = await db
    .selectDistinct({ partner: bookings.partnerSlug })
    .from(bookings)
    .where(and(candidatesWhere(options.now, options.idleMs), seen.length > 0 ? notInArray(bookings.partnerSlug, seen) : undefined));
  for (const { partner } of unknown) {
    unknownLogged.add(partner);
    log.warn({ partner }, 'abandoned leads of a partner no longer configured are not sent');
  }
}

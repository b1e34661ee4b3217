/**
 * "Continue your moving quote" (docs/LEADS.md, "What the customer receives"): a booking the abandoned-lead scan
 * would send (landing finished, not converted, idle LEAD_IDLE_MINUTES, at most a week old) whose customer ticked
 * email among their contact preferences gets one customer email with a resume link, unless the same customer has
 * since converted with the partner in any tab or on any device (same email or phone), or unsubscribed there.
 * Once per booking: a unique index takes the first, whichever process scans. Each booking is locked and judged
 * again in its own transaction, so a conversion committing meanwhile wins.
 */
import { and, eq, gt, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { bookings } from '../../db/schema';
import { ABANDONED_LEAD_MAX_AGE_MS } from './scan-abandoned';
import { CUSTOMER_TARGET, newEventId } from './enqueue-event';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';
import { resumeOptOuts } from '../../db/link-tables';
import { RESUME_EMAIL_EVENT } from '../../links/resume-email-event';
import type { ResumeEmailEvent } from './is-resume-email-event';
import { serializeStoredEvent } from './stored-event';

/** Enough for one pass; the rest wait for the next. */
const BATCH = 50;
const LANDING_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

function dueWhere(now: Date, idleMs: number) {
  const email = sql`lower(${bookings.data} ->> 'email')`;
  return and(
    isNull(bookings.conversionType),
    isNull(bookings.archivedAt),
    isNull(bookings.cancelledAt),
    lt(bookings.updatedAt, new Date(now.getTime() - idleMs)),
    gt(bookings.updatedAt, new Date(now.getTime() - ABANDONED_LEAD_MAX_AGE_MS)),
    ...LANDING_FIELDS.map((field) => sql`coalesce(${bookings.data} ->> ${field}, '') <> ''`),
    sql`coalesce(${bookings.data} -> 'contactPreference', '[]'::jsonb) ? 'email'`,
    // The same customer converted with this partner in another tab, browser or device.
    sql`not exists (select 1 from bookings converted where converted.partner_slug = ${bookings.partnerSlug}
      and converted.conversion_type in ('pay_now', 'pay_later', 'unserviceable')
      and (lower(converted.data ->> 'email') = ${email} or converted.data ->> 'phone' = ${bookings.data} ->> 'phone'))`,
    sql`not exists (select 1 from ${resumeOptOuts} where ${resumeOptOuts.partnerSlug} = ${bookings.partnerSlug} and ${resumeOptOuts.email} = ${email})`,
  )!;
}

/** Writes the resume emails due at `now`; returns their event ids. */
export async function scanResumeEmails(db: AppDb, { now, idleMs }: { now: Date; idleMs: number }): Promise<string[]> {
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        dueWhere(now, idleMs),
        notExists(
          db
            .select({ id: outboxEvents.id })
            .from(outboxEvents)
            .where(and(eq(outboxEvents.bookingId, bookings.id), eq(outboxEvents.type, RESUME_EMAIL_EVENT))),
        ),
      ),
    )
    .limit(BATCH);
  const written: string[] = [];
  for (const { id } of candidates) {
    const eventId = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), dueWhere(now, idleMs)))
        .for('update', { of: bookings });
      const row = rows[0];
      if (!row) return null;
      const body: ResumeEmailEvent = {
        type: RESUME_EMAIL_EVENT,
        timestamp: now.toISOString(),
        data: { reference: row.reference, contact: { firstName: String(row.data.firstName), email: String(row.data.email) } },
      };
      const eventId = newEventId();
      const inserted = await tx
        .insert(outboxEvents)
        .values({
          id: eventId,
          type: RESUME_EMAIL_EVENT,
          bookingId: row.id,
          partnerSlug: row.partnerSlug,
          body: serializeStoredEvent(body),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: outboxEvents.id });
      if (inserted.length === 0) return null;
      await tx
        .insert(outboxDeliveries)
        .values({ eventId, channel: 'customer_email', target: CUSTOMER_TARGET, nextAttemptAt: now, createdAt: now });
      return eventId;
    });
    if (eventId) written.push(eventId);
  }
  return written;
}

/**
 * Bounded email (docs/DECISIONS.md, "Bounded email"): whether an email delivery goes now, waits, or is skipped.
 * The customer gets at most `perBookingHour` emails about one booking in any hour and `perAddressDay` to one address
 * in any 24 hours, so nobody can use the funnel to mail an address over and over; the webhook still carries every
 * event. The partner's mailbox gets at most one email per booking per five minutes, and only the latest state: an
 * email whose booking has a later event waiting is skipped for it.
 */
import { and, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import type { ClaimedDelivery } from './claim-deliveries';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

export interface CustomerEmailLimits {
  perBookingHour: number;
  perAddressDay: number;
}

/** One partner email per booking in this window. */
export const PARTNER_EMAIL_EVERY_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

export type EmailVerdict = { send: true } | { send: false; skip: string } | { send: false; until: Date };

const SEND: EmailVerdict = { send: true };

/** Customer emails delivered since `since`, about the booking or to the address (read from the stored lead). */
async function deliveredToCustomer(db: AppDb, since: Date, where: ReturnType<typeof eq>): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(
      and(
        eq(outboxDeliveries.channel, 'customer_email'),
        eq(outboxDeliveries.status, 'delivered'),
        gte(outboxDeliveries.deliveredAt, since),
        where,
      ),
    );
  return rows[0]?.count ?? 0;
}

export async function customerEmailVerdict(
  db: AppDb,
  claim: ClaimedDelivery,
  address: string,
  now: Date,
  limits: CustomerEmailLimits,
): Promise<EmailVerdict> {
  const aboutBooking = await deliveredToCustomer(db, new Date(now.getTime() - HOUR_MS), eq(outboxEvents.bookingId, claim.bookingId));
  if (aboutBooking >= limits.perBookingHour) {
    return { send: false, skip: `${aboutBooking} customer emails about this booking in the last hour (CUSTOMER_EMAILS_PER_BOOKING_HOUR)` };
  }
  const toAddress = await deliveredToCustomer(
    db,
    new Date(now.getTime() - 24 * HOUR_MS),
    sql`lower(${outboxEvents.body}::jsonb -> 'data' -> 'contact' ->> 'email') = ${address.toLowerCase()}`,
  );
  if (toAddress >= limits.perAddressDay) {
    return { send: false, skip: `${toAddress} customer emails to this address in the last 24 hours (CUSTOMER_EMAILS_PER_ADDRESS_DAY)` };
  }
  return SEND;
}

export async function partnerEmailVerdict(db: AppDb, claim: ClaimedDelivery, now: Date): Promise<EmailVerdict> {
  const sameBooking = and(
    eq(outboxEvents.bookingId, claim.bookingId),
    eq(outboxDeliveries.channel, 'partner_email'),
    ne(outboxDeliveries.id, claim.id),
  );
  const later = await db
    .select({ eventId: outboxEvents.id })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    // Deliveries are numbered as their events are written: a higher id is a later event.
    .where(and(sameBooking, gt(outboxDeliveries.id, claim.id), inArray(outboxDeliveries.status, ['pending', 'delivered'])))
    .limit(1);
  if (later[0]) return { send: false, skip: `a later event of this booking (${later[0].eventId}) carries its latest state` };
  const sent = await db
    .select({ at: sql<Date | string>`max(${outboxDeliveries.deliveredAt})` })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(and(sameBooking, eq(outboxDeliveries.status, 'delivered')));
  const last = sent[0]?.at ? new Date(sent[0].at) : null;
  if (last && now.getTime() - last.getTime() < PARTNER_EMAIL_EVERY_MS) {
    return { send: false, until: new Date(last.getTime() + PARTNER_EMAIL_EVERY_MS) };
  }
  return SEND;
}

/**
 * Bounded email (docs/DECISIONS.md, "Bounded email"): whether an email delivery goes now, waits, or is skipped.
 * The customer gets at most `perBookingHour` emails about one booking in any hour and `perAddressDay` to one address
 * in any 24 hours, so nobody can use the funnel to mail an address over and over; the webhook still carries every
 * event. The partner's mailbox gets at most one email per booking per five minutes, and only the latest state: an
 * email whose booking has a later event waiting is skipped for it. The customer's bounds are counted atomically
 * (customer_email_sends, under advisory locks): no two deliveries pass them on the same count.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import type { ClaimedDelivery } from './claim-deliveries';
import type { DbOrTx } from '../../db/db-or-tx';
import { customerEmailSends, outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

export interface CustomerEmailLimits {
  perBookingHour: number;
  perAddressDay: number;
}

/** One partner email per booking in this window. */
export const PARTNER_EMAIL_EVERY_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type EmailVerdict = { send: true } | { send: false; skip: string } | { send: false; until: Date };

const SEND: EmailVerdict = { send: true };

/** The address as the sends table keeps it: a hash, so the table holds no personal data. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.toLowerCase()).digest('hex');
}

/** Advisory lock classes (pg_advisory_xact_lock(class, key)): every admission takes its address's, then its booking's. */
const ADDRESS_LOCK = 41_001;
const BOOKING_LOCK = 41_002;

async function sendsSince(tx: DbOrTx, since: Date, where: SQL): Promise<number> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(customerEmailSends)
    .where(and(gte(customerEmailSends.sentAt, since), where));
  return rows[0]?.count ?? 0;
}

/**
 * Whether the customer's email may go now, decided atomically: under transaction-scoped locks on its address and its
 * booking (always in that order, so two admissions never wait on each other), the emails already let through are
 * counted and, when under both caps, this one is recorded as let through before the transaction ends. Deliveries
 * claimed together, by one process or several, so pass the caps one at a time. A delivery let through once (its
 * send failed and is retried) goes again without counting twice.
 */
export async function customerEmailVerdict(
  db: AppDb,
  claim: ClaimedDelivery,
  address: string,
  now: Date,
  limits: CustomerEmailLimits,
): Promise<EmailVerdict> {
  const hash = addressHash(address);
  return db.transaction(async (tx): Promise<EmailVerdict> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${hash}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}::int, ${claim.bookingId}::int)`);
    const [admitted] = await tx
      .select({ id: customerEmailSends.deliveryId })
      .from(customerEmailSends)
      .where(eq(customerEmailSends.deliveryId, claim.id));
    if (admitted) return SEND;
    const aboutBooking = await sendsSince(tx, new Date(now.getTime() - HOUR_MS), eq(customerEmailSends.bookingId, claim.bookingId));
    if (aboutBooking >= limits.perBookingHour) {
      return {
        send: false,
        skip: `${aboutBooking} customer emails about this booking in the last hour (CUSTOMER_EMAILS_PER_BOOKING_HOUR)`,
      };
    }
    const toAddress = await sendsSince(tx, new Date(now.getTime() - DAY_MS), eq(customerEmailSends.addressHash, hash));
    if (toAddress >= limits.perAddressDay) {
      return { send: false, skip: `${toAddress} customer emails to this address in the last 24 hours (CUSTOMER_EMAILS_PER_ADDRESS_DAY)` };
    }
    await tx.insert(customerEmailSends).values({ deliveryId: claim.id, bookingId: claim.bookingId, addressHash: hash, sentAt: now });
    return SEND;
  });
}

/** An email an operator replayed past the bounds: it counts against them all the same. */
export async function recordCustomerEmail(db: AppDb, claim: ClaimedDelivery, address: string, now: Date): Promise<void> {
  await db
    .insert(customerEmailSends)
    .values({ deliveryId: claim.id, bookingId: claim.bookingId, addressHash: addressHash(address), sentAt: now })
    .onConflictDoNothing();
}

/** Drops the record of customer emails older than the longest bound (a day); how many. */
export async function purgeCustomerEmailSends(db: AppDb, now: Date): Promise<number> {
  const dropped = await db
    .delete(customerEmailSends)
    .where(lt(customerEmailSends.sentAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: customerEmailSends.deliveryId });
  return dropped.length;
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

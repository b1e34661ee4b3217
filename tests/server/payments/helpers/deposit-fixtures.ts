/**
 * The deposit tests' partners and readers (../deposit.test.ts): Bayside asking for a deposit with a fixed late fee,
 * Summit a card on file with a capped percent fee, a clock inside the cut-off, and the lead and customer email of a
 * booking's event as the outbox stored them.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../../../server/db/app-database';
import { outboxEvents } from '../../../../server/db/outbox-tables';
import { isLeadEvent } from '../../../../server/delivery/lead/is-lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { readStoredEvent } from '../../../../server/delivery/outbox/stored-event';
import { moveDateIn } from '../../../../testkit/test-bookings';
import { testPartners } from '../../helpers/test-app';

const POLICY = { mode: 'deposit', deposit: { percent: 20, min: 50, max: 300 }, lateCancellation: { amount: 100 } } as const;
const CARD_FEE = { mode: 'cardOnFile', lateCancellation: { percent: 10, max: 80 } } as const;

export const depositPartners = () =>
  testPartners().map((partner) =>
    partner.slug === 'bayside-movers'
      ? { ...partner, payment: POLICY }
      : partner.slug === 'summit-moving'
        ? { ...partner, payment: CARD_FEE }
        : partner,
  );

/** Inside the cut-off: the move (COMPLETE_BOOKING's, 30 days out, morning) starts in less than 48 hours. */
export const lateClock = { now: () => new Date(`${moveDateIn(30)}T00:00:00Z`) };

async function leadEventOf(db: AppDb, bookingId: number, type: string) {
  const [row] = await db
    .select({ body: outboxEvents.body })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.bookingId, bookingId), eq(outboxEvents.type, type)));
  const event = row?.body ? readStoredEvent(row.body) : null;
  if (!isLeadEvent(event)) throw new Error(`No ${type} lead event for booking ${bookingId}`);
  return event;
}

/** The lead's `payment` of the booking's event of `type`. */
export async function leadPaymentOf(db: AppDb, bookingId: number, type: string) {
  return (await leadEventOf(db, bookingId, type)).data.payment ?? null;
}

/** The customer's cancellation email, as text, of a booking of Summit. */
export async function cancellationEmail(db: AppDb, bookingId: number, partners: ReturnType<typeof depositPartners>): Promise<string> {
  const event = await leadEventOf(db, bookingId, 'booking.cancelled');
  return composeCustomerEmail(
    event,
    partners.find((p) => p.slug === 'summit-moving')!,
  )!.text;
}

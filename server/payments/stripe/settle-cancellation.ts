/**
 * A cancellation's money on Stripe (server/bookings/cancellation-money.ts), read from the amounts stored with the
 * booking when it converted (`bookings.payment_terms`), so nothing above what was shown is ever kept or charged:
 * - a deposit: refunded in full before the cut-off; after it the fee shown is kept and the rest refunded;
 * - a card on file after the cut-off: the fee shown, charged off session to the saved card. When the bank wants the
 *   customer (authentication required) the fee is recorded as 'requires_action', which the lead and the partner see.
 * Each Stripe call carries an idempotency key per booking, so a retried cancellation never refunds or charges twice.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CancellationMoney } from '../../bookings/cancellation-money';
import { RefusedError } from '../../bookings/refused-error';
import type { BookingRow } from '../../db/booking-repository';
import type { ConversionTx } from '../../db/conversion-transaction';
import { listMovements, recordMovement } from '../../db/payment-movements';
import { stripeCustomers } from '../../db/payments-table';
import { bookingEvents } from '../../db/schema';
import { idempotencyKey } from './idempotency-key';
import { STRIPE_MESSAGES } from './stripe-messages';

/** The booking's Stripe customer, read in the cancellation's transaction (PGlite has one connection: never the pool). */
async function customerOf(tx: ConversionTx, bookingId: number): Promise<string | null> {
  const [row] = await tx.select({ id: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.bookingId, bookingId));
  return row?.id ?? null;
}

/** The card Stripe saved when the booking converted (its 'convert' event). */
async function savedCard(tx: ConversionTx, bookingId: number): Promise<string | null> {
  const [event] = await tx
    .select({ method: sql<string | null>`${bookingEvents.payload} ->> 'paymentMethodId'` })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), sql`${bookingEvents.payload} ->> 'paymentMethodId' is not null`))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return event?.method ?? null;
}

async function settleDeposit(stripe: Stripe, tx: ConversionTx, booking: BookingRow, late: boolean): Promise<void> {
  const terms = booking.paymentTerms!;
  const movements = await listMovements(tx, booking.id);
  const charge = movements.find((movement) => movement.kind === 'charge' && movement.status === 'succeeded');
  if (!charge) return;
  const kept = late ? Math.min(terms.lateCancellationFeeCents, charge.amountCents) : 0;
  const refunded = movements.filter((movement) => movement.kind === 'refund').reduce((sum, movement) => sum + movement.amountCents, 0);
  const amount = charge.amountCents - kept - refunded;
  if (amount > 0) {
    const params: Stripe.RefundCreateParams = { payment_intent: charge.stripeId, amount, metadata: { booking_id: String(booking.id) } };
    const refund = await stripe.refunds.create(params, { idempotencyKey: idempotencyKey(`booking-${booking.id}-cancel-refund`, params) });
    await recordMovement(tx, booking.id, {
      kind: 'refund',
      amountCents: amount,
      currency: charge.currency,
      stripeId: refund.id,
      status: refund.status ?? 'pending',
    });
  }
  if (kept > 0)
    await recordMovement(tx, booking.id, {
      kind: 'fee',
      amountCents: kept,
      currency: charge.currency,
      stripeId: charge.stripeId,
      status: 'succeeded',
    });
}

async function chargeLateFee(stripe: Stripe, tx: ConversionTx, booking: BookingRow, returnUrl: string): Promise<void> {
  const terms = booking.paymentTerms!;
  const customer = await customerOf(tx, booking.id);
  const card = await savedCard(tx, booking.id);
  if (!customer || !card) return;
  const params: Stripe.PaymentIntentCreateParams = {
    amount: terms.lateCancellationFeeCents,
    currency: terms.currency,
    customer,
    payment_method: card,
    off_session: true,
    confirm: true,
    description: `Late cancellation fee for booking ${booking.reference}`,
    metadata: { booking_id: String(booking.id), kind: 'late_cancellation_fee' },
  };
  const key = idempotencyKey(`booking-${booking.id}-late-fee`, params);
  const fee = { kind: 'fee' as const, amountCents: terms.lateCancellationFeeCents, currency: terms.currency };
  try {
    const intent = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    await recordMovement(tx, booking.id, { ...fee, stripeId: intent.id, status: intent.status });
  } catch (error) {
    // The bank wants the customer: the cancellation stands, the fee waits for them (the lead says 'requires_action').
    if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) throw error;
    const stripeId = error.payment_intent.id;
    if (error.code !== 'authentication_required') return recordMovement(tx, booking.id, { ...fee, stripeId, status: 'failed' });
    // Confirmed again with a return address, Stripe answers the page where the customer authenticates; their email links it.
    const confirmed = await stripe.paymentIntents.confirm(
      stripeId,
      { payment_method: card, return_url: returnUrl },
      { idempotencyKey: `${key}:authenticate` },
    );
    const actionUrl = confirmed.next_action?.redirect_to_url?.url ?? undefined;
    await recordMovement(tx, booking.id, { ...fee, stripeId, status: confirmed.status, ...(actionUrl && { actionUrl }) });
  }
}

export function createCancellationMoney(stripe: Stripe): CancellationMoney {
  return {
    async settle(tx, booking, late, partner) {
      const terms = booking.paymentTerms;
      if (!terms) return;
      try {
        if (terms.mode === 'deposit') await settleDeposit(stripe, tx, booking, late);
        else if (late && terms.lateCancellationFeeCents > 0) await chargeLateFee(stripe, tx, booking, partner.website);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        throw new RefusedError({ status: 409, messages: [STRIPE_MESSAGES.providerUnavailable] });
      }
    },
  };
}

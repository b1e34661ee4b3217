/**
 * The money of a cancellation (docs/PARTNERS.md, "Payment: deposits and late cancellation"), as the transitions that
 * cancel (./transitions.ts `cancel`, `partnerCancel`) see it: applied by ./apply-transition.ts in the cancellation's
 * transaction, before the partner's `booking.cancelled`, so the event carries the refund and the fee. The Stripe side
 * is server/payments/stripe/settle-cancellation.ts; the amounts are those stored with the booking when it converted
 * (`bookings.payment_terms`), never recomputed.
 */
import type { BookingRow } from '../db/booking-repository';
import type { ConversionTx } from '../db/conversion-transaction';
import type { ServerPartner } from '../partners/server-partner';

export interface CancellationMoney {
  /**
   * Before the cut-off (`late` false) the deposit is refunded in full; after it the fee shown is kept (or charged to
   * the saved card) and the rest refunded; a fee the bank wants authenticated gets Stripe's page for it, which
   * the customer's email links (the partner's website is where Stripe sends them after). Throws RefusedError (409) when Stripe cannot be reached: nothing is cancelled.
   */
  settle(tx: ConversionTx, cancelled: BookingRow, late: boolean, partner: ServerPartner): Promise<void>;
}

/** A customer's cancel stays open after the cut-off when the booking's terms name a fee for it (the page says what it costs). */
export function cancelsForAFee(locked: Pick<BookingRow, 'paymentTerms'>): boolean {
  return (locked.paymentTerms?.lateCancellationFeeCents ?? 0) > 0;
}

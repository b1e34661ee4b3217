/**
 * The money of one booking, computed once from its stored estimate and the partner's payment policy (docs/PARTNERS.md,
 * "Payment: deposits and late cancellation"): what is due today, what is kept when the customer cancels after the
 * cut-off, what is refunded before and after it, and the policy in plain words. The checkout, the pages, the emails,
 * the lead and every charge read these numbers (stored with the booking when it converts), so nobody is charged more
 * than they were shown. Integer cents throughout; a percent rounds down, so it never exceeds its percent.
 */
import { formatMoney } from '../format-money';
import { changesCutoffHoursOf } from '../changes-close-at';
import { paymentPolicyOf, type PaymentAmount, type PaymentPolicy } from './payment-policy';

export const PAYMENT_CURRENCY = 'usd';

export interface PaymentTerms {
  mode: PaymentPolicy['mode'];
  currency: typeof PAYMENT_CURRENCY;
  /** The estimate the amounts were computed from. */
  estimateCents: number;
  /** Charged today: the deposit, or 0 with a card on file. Never more than the estimate. */
  dueTodayCents: number;
  /** Kept (deposit) or charged to the saved card (card on file) when the customer cancels after the cut-off; 0 for none. */
  lateCancellationFeeCents: number;
  /** Refunded when the customer cancels before the cut-off: the whole deposit. */
  refundBeforeCutoffCents: number;
  /** Refunded when the customer cancels after it: the deposit less the fee kept. */
  refundAfterCutoffCents: number;
  cutoffHours: number;
  /** "A $150 deposit today, taken off your final bill. Cancel more than 48 hours before your move for a full refund; after that, $150 is kept." */
  policy: string;
}

const toCents = (dollars: number) => Math.round(Number((dollars * 100).toPrecision(12)));

/** A fixed amount, or the percent of the estimate (rounded down) held between min and max; never more than `ceiling`. */
function centsOf(amount: PaymentAmount, estimateCents: number, ceiling: number): number {
  if ('amount' in amount) return Math.min(toCents(amount.amount), ceiling);
  let cents = Math.floor((estimateCents * amount.percent) / 100);
  if (amount.min !== undefined) cents = Math.max(cents, toCents(amount.min));
  if (amount.max !== undefined) cents = Math.min(cents, toCents(amount.max));
  return Math.max(0, Math.min(cents, ceiling));
}

const money = (cents: number) => formatMoney(cents / 100).replace(/\.00$/, '');

function policySentence(mode: PaymentPolicy['mode'], today: number, fee: number, hours: number): string {
  const before = `Cancel more than ${hours} hours before your move`;
  if (mode === 'deposit') {
    const deposit = `A ${money(today)} deposit today, taken off your final bill.`;
    if (fee === 0) return `${deposit} Cancel any time for a full refund.`;
    if (fee === today) return `${deposit} ${before} for a full refund; after that, ${money(fee)} is kept.`;
    return `${deposit} ${before} for a full refund; after that, ${money(fee)} is kept and ${money(today - fee)} refunded.`;
  }
  const saved = "Nothing is due today: your card is saved and you won't be charged until move day.";
  if (fee === 0) return `${saved} Cancelling costs nothing.`;
  return `${saved} ${before} at no cost; after that, a ${money(fee)} fee is charged to your card.`;
}

/** The terms of a booking whose estimate is `estimate` dollars (null: not priced yet, nothing to charge). */
export function paymentTerms(estimate: number | null, policy: PaymentPolicy, cutoffHours: number): PaymentTerms | null {
  if (estimate === null || !Number.isFinite(estimate) || estimate < 0) return null;
  const estimateCents = toCents(estimate);
  const dueTodayCents = policy.mode === 'deposit' && policy.deposit ? centsOf(policy.deposit, estimateCents, estimateCents) : 0;
  const mode = dueTodayCents > 0 ? policy.mode : 'cardOnFile';
  const fee = policy.lateCancellation;
  // With a deposit, at most the deposit is kept; with a card on file, at most the estimate is charged.
  const feeCeiling = mode === 'deposit' ? dueTodayCents : estimateCents;
  const lateCancellationFeeCents = fee === undefined || fee === 'none' ? 0 : centsOf(fee, estimateCents, feeCeiling);
  return {
    mode,
    currency: PAYMENT_CURRENCY,
    estimateCents,
    dueTodayCents,
    lateCancellationFeeCents,
    refundBeforeCutoffCents: dueTodayCents,
    refundAfterCutoffCents: mode === 'deposit' ? dueTodayCents - lateCancellationFeeCents : 0,
    cutoffHours,
    policy: policySentence(mode, dueTodayCents, lateCancellationFeeCents, cutoffHours),
  };
}

/** The terms of a stored booking (its server-computed `estimate`) under a partner file's `payment` and `changesCutoffHours`. */
export function bookingPaymentTerms(booking: { estimate?: number | null }, partner: unknown): PaymentTerms | null {
  return paymentTerms(booking.estimate ?? null, paymentPolicyOf(partner), changesCutoffHoursOf(partner));
}

/**
 * A partner file's `payment` (schemas/partner.schema.json, docs/PARTNERS.md "Payment: deposits and late cancellation"),
 * as core/payment/payment-terms.ts reads it. Amounts are US dollars, as everywhere in a partner file.
 */
import { fieldOf, isRecord } from '../is-record';

/** A fixed amount, or a percent of the estimate kept between `min` and `max` (a fee's percent always has its `max`). */
export type PaymentAmount = { amount: number } | { percent: number; min?: number; max?: number };

export interface PaymentPolicy {
  mode: 'cardOnFile' | 'deposit';
  deposit?: PaymentAmount;
  lateCancellation?: 'none' | PaymentAmount;
}

/** A partner that leaves `payment` out: today's pay now, a card saved and nothing charged, no fee. */
export const CARD_ON_FILE: PaymentPolicy = { mode: 'cardOnFile', lateCancellation: 'none' };

function amountOf(value: unknown): PaymentAmount | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.amount === 'number') return { amount: value.amount };
  if (typeof value.percent !== 'number') return undefined;
  return {
    percent: value.percent,
    ...(typeof value.min === 'number' ? { min: value.min } : {}),
    ...(typeof value.max === 'number' ? { max: value.max } : {}),
  };
}

/** The policy of a partner (the loaded, schema-checked file); CARD_ON_FILE without one. */
export function paymentPolicyOf(partner: unknown): PaymentPolicy {
  const payment = fieldOf(partner, 'payment');
  if (!isRecord(payment)) return CARD_ON_FILE;
  const deposit = amountOf(payment.deposit);
  const fee = payment.lateCancellation === 'none' ? 'none' : (amountOf(payment.lateCancellation) ?? 'none');
  if (payment.mode === 'deposit' && deposit) return { mode: 'deposit', deposit, lateCancellation: fee };
  return { mode: 'cardOnFile', lateCancellation: fee };
}

/**
 * The lead's `payment` (docs/LEADS.md): the amounts the customer was shown when the booking converted to pay now
 * (`bookings.payment_terms`, core/payment/payment-terms.ts) and every money movement with Stripe's id.
 */
import type { PaymentTerms } from '../../../core/payment/payment-terms';
import type { PaymentMovement } from '../../db/payment-movements';
import type { Lead } from '../lead/lead';

export function leadPayment(terms: PaymentTerms | null, movements: readonly PaymentMovement[]): NonNullable<Lead['payment']> | null {
  if (!terms) return null;
  return {
    mode: terms.mode,
    currency: terms.currency,
    depositCharged: movements.some((movement) => movement.kind === 'charge' && movement.status === 'succeeded'),
    dueTodayCents: terms.dueTodayCents,
    lateCancellationFeeCents: terms.lateCancellationFeeCents,
    cutoffHours: terms.cutoffHours,
    policy: terms.policy,
    movements: movements.map((movement) => ({ ...movement })),
  };
}

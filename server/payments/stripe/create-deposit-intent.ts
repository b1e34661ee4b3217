/**
 * The deposit of a booking whose partner asks for one (docs/PARTNERS.md, "Payment: deposits and late cancellation"): a
 * PaymentIntent of exactly the amount shown (core/payment/payment-terms.ts), confirmed in the browser with the Payment
 * Element (3-D Secure when the bank asks), its card saved for later off-session use (a late-cancellation fee).
 */
import type Stripe from 'stripe';
import type { PaymentTerms } from '../../../core/payment/payment-terms';
import { idempotencyKey } from './idempotency-key';

export interface CreateDepositIntentInput {
  customerId: string;
  bookingId: number;
  /** A double click on one revision gets one PaymentIntent, so one charge; a re-saved booking (a new estimate) gets a fresh one. */
  revision: number;
  reference: string;
  partnerSlug: string;
  terms: PaymentTerms;
}

export async function createDepositIntent(stripe: Stripe, input: CreateDepositIntentInput): Promise<{ id: string; clientSecret: string }> {
  const params: Stripe.PaymentIntentCreateParams = {
    amount: input.terms.dueTodayCents,
    currency: input.terms.currency,
    customer: input.customerId,
    automatic_payment_methods: { enabled: true },
    setup_future_usage: 'off_session',
    description: `Deposit for booking ${input.reference}`,
    metadata: { booking_id: String(input.bookingId), partner: input.partnerSlug, kind: 'deposit' },
  };
  const intent = await stripe.paymentIntents.create(params, {
    idempotencyKey: idempotencyKey(`booking-${input.bookingId}-rev-${input.revision}-deposit`, params),
  });
  if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret };
}

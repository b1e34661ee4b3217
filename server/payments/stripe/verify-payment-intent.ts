/**
 * A deposit's server-side check (the pay-now verify call with `paymentIntentId`): Stripe is asked for the
 * PaymentIntent by id, and only 'succeeded' for this booking's customer counts. A declined card answers the bank's own
 * message, and the booking stays unconverted.
 */
import Stripe from 'stripe';
import { intentBelongsTo } from './setup-intent-belongs-to';

export type PaymentIntentCheck =
  | { outcome: 'succeeded'; paymentIntentId: string; paymentMethodId: string | null; amountCents: number; currency: string }
  | { outcome: 'processing'; status: Stripe.PaymentIntent.Status }
  /** The bank declined, or the customer's authentication failed: `message` is the bank's. */
  | { outcome: 'declined'; status: Stripe.PaymentIntent.Status; message: string }
  | { outcome: 'not_succeeded'; status: Stripe.PaymentIntent.Status }
  | { outcome: 'not_this_booking' };

export async function verifyPaymentIntent(
  stripe: Stripe,
  input: { paymentIntentId: string; bookingId: number; customerId: string | null },
): Promise<PaymentIntentCheck> {
  if (!input.customerId) return { outcome: 'not_this_booking' };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(input.paymentIntentId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return { outcome: 'not_this_booking' };
    throw error;
  }
  return judgePaymentIntent(intent, input.bookingId, input.customerId);
}

/** What a PaymentIntent (retrieved, or a webhook's) says of the booking's deposit. */
export function judgePaymentIntent(intent: Stripe.PaymentIntent, bookingId: number, customerId: string): PaymentIntentCheck {
  if (!intentBelongsTo(intent, bookingId, customerId) || intent.metadata?.kind !== 'deposit') return { outcome: 'not_this_booking' };
  if (intent.status === 'succeeded') {
    const method = intent.payment_method;
    return {
      outcome: 'succeeded',
      paymentIntentId: intent.id,
      paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
      amountCents: intent.amount_received || intent.amount,
      currency: intent.currency,
    };
  }
  if (intent.status === 'processing') return { outcome: 'processing', status: intent.status };
  const message = intent.last_payment_error?.message;
  if (message) return { outcome: 'declined', status: intent.status, message };
  return { outcome: 'not_succeeded', status: intent.status };
}

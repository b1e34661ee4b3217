/**
 * The server-side check on return to /book/processing: Stripe is asked for the SetupIntent by id.
 * The browser's redirect_status is only a hint; a booking converts on 'succeeded' from Stripe itself,
 * for a SetupIntent of this booking's customer.
 */
import Stripe from 'stripe';
import { intentBelongsTo } from './setup-intent-belongs-to';

export type SetupIntentCheck =
  | { outcome: 'succeeded'; setupIntentId: string; paymentMethodId: string | null }
  /** 'processing' (e.g. a bank debit being verified): the webhook converts the booking later. */
  | { outcome: 'processing'; status: Stripe.SetupIntent.Status }
  | { outcome: 'not_succeeded'; status: Stripe.SetupIntent.Status }
  /** Unknown to Stripe, or another booking's: the same answer, so ids cannot be probed. */
  | { outcome: 'not_this_booking' };

export interface VerifySetupIntentInput {
  setupIntentId: string;
  bookingId: number;
  /** The booking's stored customer; null when it never started a card setup. */
  customerId: string | null;
}

export async function verifySetupIntent(stripe: Stripe, input: VerifySetupIntentInput): Promise<SetupIntentCheck> {
  if (!input.customerId) return { outcome: 'not_this_booking' };
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripe.setupIntents.retrieve(input.setupIntentId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return { outcome: 'not_this_booking' };
    throw error;
  }
  if (!intentBelongsTo(intent, input.bookingId, input.customerId)) return { outcome: 'not_this_booking' };
  if (intent.status === 'succeeded') {
    const method = intent.payment_method;
    return { outcome: 'succeeded', setupIntentId: intent.id, paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null) };
  }
  if (intent.status === 'processing') return { outcome: 'processing', status: intent.status };
  return { outcome: 'not_succeeded', status: intent.status };
}

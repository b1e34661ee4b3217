import type Stripe from 'stripe';

/** Ours only when both the customer and the booking id we put in its metadata match this booking (a SetupIntent or a deposit). */
export function intentBelongsTo(intent: Stripe.SetupIntent | Stripe.PaymentIntent, bookingId: number, customerId: string): boolean {
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  return customer === customerId && intent.metadata?.booking_id === String(bookingId);
}

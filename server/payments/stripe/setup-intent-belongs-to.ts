import type Stripe from 'stripe';

/** Ours only when both the customer and the booking id we put in its metadata match this booking. */
export function setupIntentBelongsTo(intent: Stripe.SetupIntent, bookingId: number, customerId: string): boolean {
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  return customer === customerId && intent.metadata?.booking_id === String(bookingId);
}

/**
 * The booking's Stripe customer: created on the first card setup, reused after. One customer per
 * booking (not per email): whoever types an email must not be able to add a card to, or see, the
 * customer of someone else's earlier booking.
 */
import type Stripe from 'stripe';
import { idempotencyKey } from './idempotency-key';
import type { StripeContact } from '../../db/payments-table';
import type { StripePaymentsStore } from './stripe-payments-store';

export interface EnsureCustomerInput {
  bookingId: number;
  partnerSlug: string;
  contact: StripeContact;
}

/** Only the fields we have: an absent phone is left out, not sent as an empty value. */
function contactParams(contact: StripeContact): Pick<Stripe.CustomerCreateParams, 'email' | 'name' | 'phone'> {
  return {
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.name ? { name: contact.name } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
  };
}

function sameContact(a: StripeContact, b: StripeContact): boolean {
  return a.email === b.email && a.name === b.name && a.phone === b.phone;
}

export async function ensureCustomer(stripe: Stripe, store: StripePaymentsStore, input: EnsureCustomerInput): Promise<string> {
  const stored = await store.findCustomer(input.bookingId);
  if (stored) {
    if (!sameContact(stored.contact, input.contact)) {
      await stripe.customers.update(stored.customerId, contactParams(input.contact));
      await store.updateCustomerContact(input.bookingId, input.contact);
    }
    return stored.customerId;
  }
  const params: Stripe.CustomerCreateParams = {
    ...contactParams(input.contact),
    metadata: { booking_id: String(input.bookingId), partner: input.partnerSlug },
  };
  // Two tabs clicking at once send the same key, so Stripe makes one customer and answers both with it.
  const customer = await stripe.customers.create(params, { idempotencyKey: idempotencyKey(`booking-${input.bookingId}-customer`, params) });
  return store.saveCustomer(input.bookingId, customer.id, input.contact);
}

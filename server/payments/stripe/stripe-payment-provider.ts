/**
 * The Stripe card provider: the server's PaymentProvider (createSetupIntent, used by the setup-intent
 * route) plus the pay-now check the processing page calls.
 */
import type Stripe from 'stripe';
import type { BookingRow } from '../../db/booking-repository';
import type { PaymentProvider } from '../payment-provider';
import { contactFromBooking } from './contact-from-booking';
import { createSetupIntent } from './create-setup-intent';
import { ensureCustomer } from './ensure-customer';
import type { StripePaymentsStore } from './stripe-payments-store';
import { verifySetupIntent } from './verify-setup-intent';

export type PayNowResult =
  /** Converted now, or already was pay_now. */
  | { outcome: 'pay_now'; booking: BookingRow }
  | { outcome: 'processing' | 'not_succeeded'; status: string }
  | { outcome: 'not_this_booking' };

export interface PayNowConfirmer {
  confirmPayNow(input: { bookingId: number; setupIntentId: string }): Promise<PayNowResult>;
}

export type StripePaymentProvider = PaymentProvider & PayNowConfirmer;

export function createStripePaymentProvider({ stripe, store }: { stripe: Stripe; store: StripePaymentsStore }): StripePaymentProvider {
  return {
    // The session id is deliberately not sent to Stripe: it is the visitor's credential.
    async createSetupIntent({ booking, partner }) {
      const customerId = await ensureCustomer(stripe, store, {
        bookingId: booking.id,
        partnerSlug: partner.slug,
        contact: contactFromBooking(booking),
      });
      const intent = await createSetupIntent(stripe, {
        customerId,
        bookingId: booking.id,
        revision: booking.revision,
        partnerSlug: partner.slug,
      });
      return { clientSecret: intent.clientSecret };
    },

    async confirmPayNow({ bookingId, setupIntentId }) {
      const customer = await store.findCustomer(bookingId);
      const check = await verifySetupIntent(stripe, { setupIntentId, bookingId, customerId: customer?.customerId ?? null });
      if (check.outcome !== 'succeeded') return check;
      const change = await store.markPayNow({ bookingId, setupIntentId, paymentMethodId: check.paymentMethodId, source: 'verify' });
      if (!change.booking) return { outcome: 'not_this_booking' };
      return { outcome: 'pay_now', booking: change.booking };
    },
  };
}

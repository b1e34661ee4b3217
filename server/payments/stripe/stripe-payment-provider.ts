/**
 * The Stripe card provider: the server's PaymentProvider (createSetupIntent, used by the setup-intent
 * route) plus the pay-now check the processing page calls.
 */
import type Stripe from 'stripe';
import type { BookingRow } from '../../db/booking-repository';
import type { Refusal } from '../../../core/refusal';
import type { PaymentProvider } from '../payment-provider';
import { contactFromBooking } from './contact-from-booking';
import { createSetupIntent } from './create-setup-intent';
import { ensureCustomer } from './ensure-customer';
import type { StripePaymentsStore } from './stripe-payments-store';
import { verifySetupIntent, type SetupIntentCheck } from './verify-setup-intent';
import { createDepositIntent } from './create-deposit-intent';
import { verifyPaymentIntent, type PaymentIntentCheck } from './verify-payment-intent';

export type PayNowResult =
  /** Converted now, or already was pay_now. */
  | { outcome: 'pay_now'; booking: BookingRow }
  /** Stripe saved the card, but the booking as it now is may not pay now (edited meanwhile): 422 with the step. */
  | { outcome: 'refused'; refusal: Refusal }
  | { outcome: 'processing' | 'not_succeeded'; status: string }
  /** A deposit the bank declined: the bank's message, the booking unconverted. */
  | { outcome: 'declined'; status: string; message: string }
  | { outcome: 'not_this_booking' };

/** What the browser came back with: the SetupIntent of a card on file, or the PaymentIntent of a deposit. */
export type PayNowIntent = { setupIntentId: string } | { paymentIntentId: string };

export interface PayNowConfirmer {
  /**
   * `judge` reads the booking as it now is and runs the flow's verdict over it (null: there is no such booking); the
   * conversion is recorded only while the locked row still has the revision judged.
   */
  confirmPayNow(input: {
    bookingId: number;
    intent: PayNowIntent;
    judge: () => Promise<{ revision: number; refusal: Refusal | null } | null>;
  }): Promise<PayNowResult>;
}

/** Saves landing between each judgement and its conversion this many times in a row are not a customer's. */
const JUDGEMENTS = 3;

export type StripePaymentProvider = PaymentProvider & PayNowConfirmer;

export function createStripePaymentProvider({ stripe, store }: { stripe: Stripe; store: StripePaymentsStore }): StripePaymentProvider {
  return {
    // The session id is deliberately not sent to Stripe: it is the visitor's credential.
    async createSetupIntent({ bookingId, booking, partner, terms }) {
      const customerId = await ensureCustomer(stripe, store, {
        bookingId,
        partnerSlug: partner.slug,
        contact: contactFromBooking(booking),
      });
      const base = { customerId, bookingId, revision: booking.revision, partnerSlug: partner.slug };
      if (terms?.mode === 'deposit' && terms.dueTodayCents > 0) {
        const deposit = await createDepositIntent(stripe, { ...base, reference: booking.reference, terms });
        return { clientSecret: deposit.clientSecret, intent: 'payment' };
      }
      const intent = await createSetupIntent(stripe, base);
      return { clientSecret: intent.clientSecret, intent: 'setup' };
    },

    async confirmPayNow({ bookingId, intent, judge }) {
      const customerId = (await store.findCustomer(bookingId))?.customerId ?? null;
      const check: SetupIntentCheck | PaymentIntentCheck =
        'setupIntentId' in intent
          ? await verifySetupIntent(stripe, { setupIntentId: intent.setupIntentId, bookingId, customerId })
          : await verifyPaymentIntent(stripe, { paymentIntentId: intent.paymentIntentId, bookingId, customerId });
      if (check.outcome !== 'succeeded') return check;
      const record =
        'paymentIntentId' in check
          ? {
              setupIntentId: null,
              deposit: { paymentIntentId: check.paymentIntentId, amountCents: check.amountCents, currency: check.currency },
            }
          : { setupIntentId: check.setupIntentId };
      // Stripe's answer took a while: the booking is judged again as it is now, and converted only at that revision.
      for (let attempt = 0; attempt < JUDGEMENTS; attempt += 1) {
        const judgement = await judge();
        if (!judgement) return { outcome: 'not_this_booking' };
        if (judgement.refusal) return { outcome: 'refused', refusal: judgement.refusal };
        const change = await store.markPayNow({
          bookingId,
          ...record,
          paymentMethodId: check.paymentMethodId,
          source: 'verify',
          checkedRevision: judgement.revision,
        });
        if (change.stale) continue;
        if (!change.booking) return { outcome: 'not_this_booking' };
        return { outcome: 'pay_now', booking: change.booking };
      }
      throw new Error(`Booking ${bookingId} changed under each of ${JUDGEMENTS} pay-now judgements`);
    },
  };
}

import type { PaymentTerms } from '../../core/payment/payment-terms';
import type { ClientBooking } from '../bookings/to-client-booking';
import type { ServerPartner } from '../partners/server-partner';

/** The card provider as the routes see it (a card saved, or a deposit paid); the Stripe implementation (docs/FUNNEL.md#saving-and-conversions) lives beside this file. */
export interface PaymentProvider {
  /**
   * Creates (or reuses, by idempotency key) a SetupIntent for the booking's contact. `bookingId` is the database id,
   * which the server keeps to itself and Stripe's metadata (the booking as the browser gets it has none).
   */
  createSetupIntent(input: {
    bookingId: number;
    booking: ClientBooking;
    partner: ServerPartner;
    sessionId: string;
    /**
     * The booking's payment terms (core/payment/payment-terms.ts): with a deposit due today, a PaymentIntent of exactly
     * that amount is made instead (`intent: 'payment'`), its card saved for later use.
     */
    terms?: PaymentTerms | null;
  }): Promise<{ clientSecret: string; intent?: 'setup' | 'payment' }>;
}

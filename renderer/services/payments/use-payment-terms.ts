import { useMemo } from 'react';
import { bookingPaymentTerms, type PaymentTerms } from '../../../core/payment/payment-terms';
import { useFunnelStore } from '../../store/use-funnel-store';

/**
 * The booking's payment terms as the checkout, the side panel and the card form show them: the one pure function
 * (core/payment/payment-terms.ts) over the server's stored estimate and the partner's policy, so the page shows what the
 * server charges (its setup-intent answer carries the same terms, and the deposit's PaymentIntent is of that amount).
 * Once the booking paid now, the terms stored with it (the booking's `paymentTerms`).
 */
export function usePaymentTerms(): PaymentTerms | null {
  const estimate = useFunnelStore((s) => s.booking.estimate ?? null);
  const partner = useFunnelStore((s) => s.partner);
  // A booking that paid now keeps what it was shown then (the server's column), whatever its estimate became.
  const shown = useFunnelStore((s) => s.booking.paymentTerms ?? null);
  const computed = useMemo(() => bookingPaymentTerms({ estimate }, partner), [estimate, partner]);
  return shown ?? computed;
}

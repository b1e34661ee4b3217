import { formatMoney } from '../../core/format-money';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * The money of a booking that paid now, as it was shown at the checkout (the booking's `paymentTerms`, stored by the
 * server when it converted: docs/PARTNERS.md, "Payment: deposits and late cancellation"): the deposit paid and the
 * cancellation policy in plain words. The complete page and the manage page show it; nothing before pay now.
 */
export function PaymentTermsNote() {
  const terms = useFunnelStore((s) => (s.booking.conversionType === 'pay_now' ? (s.booking.paymentTerms ?? null) : null));
  if (!terms) return null;
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800" data-testid="payment-terms">
      {terms.dueTodayCents > 0 && (
        <p className="font-semibold" data-testid="deposit-paid">
          Deposit paid: {formatMoney(terms.dueTodayCents / 100)}
        </p>
      )}
      <p data-testid="payment-policy">{terms.policy}</p>
    </div>
  );
}

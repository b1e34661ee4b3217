import { formatMoney } from '../../core/format-money';
import { useFunnelStore } from '../store/use-funnel-store';
import { useFrameCopy } from './frame-copy';
import { NoEstimateBanner } from './no-estimate-banner';
import { hasEstimate } from './pricing-details';
import { PricingDetailsBreakdown } from './pricing-details-breakdown';

/**
 * The estimate on the summary page ('Do we have all of the details?'): the total with its breakdown
 * and the estimate note, or 'Keep going!' when the answers do not yet allow an estimate (for
 * example no rooms at all). 'Due today' stays in Pricing Details and the drawer bar.
 */
export function PricingDetailsSummary() {
  const copy = useFrameCopy();
  const estimate = useFunnelStore((s) => s.booking.estimate);
  const sections = useFunnelStore((s) => s.booking.pricingSections);
  const priced = hasEstimate(estimate);
  return (
    <section
      aria-labelledby="summary-estimate"
      className="mt-6 space-y-3 rounded-xl p-4 ring-1 ring-slate-200 sm:p-5"
      data-testid="summary-estimate"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="summary-estimate" className="font-semibold text-slate-900">
          {copy.yourEstimate}
        </h2>
        <p className="ml-auto text-xl font-extrabold text-slate-900 tabular-nums" data-testid="summary-estimate-total">
          {formatMoney(priced ? estimate : 0)}
        </p>
      </div>
      {priced ? <PricingDetailsBreakdown sections={sections ?? []} /> : <NoEstimateBanner />}
      <p className="text-sm text-slate-600">
        <strong className="font-semibold text-slate-800" data-testid="non-binding-estimate">
          {copy.nonBindingEstimate}.
        </strong>{' '}
        {copy.estimateNote}
      </p>
    </section>
  );
}

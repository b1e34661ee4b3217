import { formatMoney } from '../../core/format-money';
import type { PricingSection } from '../../core/pricing-section-display';
import { usePaymentTerms } from '../services/payments/use-payment-terms';
import { useFrameCopy } from './frame-copy';
import { NoEstimateBanner } from './no-estimate-banner';
import { PricingDetailsBreakdown } from './pricing-details-breakdown';
import { useLiveEstimateSave } from './pricing-details-live-save';

/** The server has priced the booking: estimate null (not enough details), missing or 0 means not yet. */
export function hasEstimate(estimate: number | null | undefined): estimate is number {
  return typeof estimate === 'number' && estimate > 0;
}

/**
 * Pricing Details (docs/FUNNEL.md#screens-and-routes): 'Keep going!' (or why a move cannot be priced online) until the server sends an estimate, 'Your estimate'
 * ($0.00 by default), the estimate note, the cost breakdown and 'Due today' (the partner's deposit, else $0.00). While it shows,
 * counter changes are saved after a short rest so the estimate follows them (pricing-details-live-save).
 */
export function PricingDetails({
  estimate,
  sections = [],
  headingLevel = 2,
  showTitle = true,
}: {
  estimate: number | null | undefined;
  sections?: PricingSection[] | null;
  headingLevel?: 2 | 3;
  /** The drawer has its own title. */
  showTitle?: boolean;
}) {
  const copy = useFrameCopy();
  useLiveEstimateSave();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const priced = hasEstimate(estimate);
  // Pay now's due today: the partner's deposit (docs/PARTNERS.md, Payment), or nothing with a card on file.
  const dueTodayCents = usePaymentTerms()?.dueTodayCents ?? 0;
  return (
    <section aria-label={copy.pricingDetailsTitle} className="space-y-4" data-testid="pricing-details">
      {showTitle && <Heading className="text-lg font-bold text-slate-900">{copy.pricingDetailsTitle}</Heading>}
      {!priced && <NoEstimateBanner />}
      {/* Announced as a whole ('Your estimate $1,234.00') when a saved answer changes it. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3" aria-live="polite" aria-atomic="true">
        <SubHeading className="font-semibold text-slate-900">{copy.yourEstimate}</SubHeading>
        <p className="ml-auto text-2xl font-extrabold text-slate-900 tabular-nums" data-testid="estimate-total">
          {formatMoney(priced ? estimate : 0)}
        </p>
      </div>
      <p className="text-sm text-slate-600">
        <strong className="font-semibold text-slate-800" data-testid="non-binding-estimate">
          {copy.nonBindingEstimate}.
        </strong>{' '}
        {copy.estimateNote}
      </p>
      {priced && <PricingDetailsBreakdown sections={sections ?? []} />}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-slate-200 pt-3">
        <p className="font-semibold text-slate-900">{copy.dueToday}</p>
        <p className="ml-auto font-bold tabular-nums text-slate-900" data-testid="due-today">
          {formatMoney(dueTodayCents / 100)}
        </p>
      </div>
    </section>
  );
}

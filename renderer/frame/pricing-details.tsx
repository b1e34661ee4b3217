import { formatMoney } from '../../core/format-money';
import { pricingSectionDisplay, type PricingSection } from '../../core/pricing-section-display';
import { useFrameCopy } from './frame-copy';
import { KeepGoingBanner } from './keep-going-banner';

/** No estimate yet: the server has not priced the booking (issue 8 fills it in). */
export function hasEstimate(estimate: number | null | undefined): estimate is number {
  return typeof estimate === 'number' && estimate > 0;
}

/**
 * Pricing Details (SPEC section 2): 'Keep going!' until there is an estimate, 'Your estimate'
 * ($0.00 by default), the estimate note, the cost breakdown and 'Due today $0.00'.
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
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const priced = hasEstimate(estimate);
  return (
    <section aria-label={copy.pricingDetailsTitle} className="space-y-4" data-testid="pricing-details">
      {showTitle && <Heading className="text-lg font-bold text-slate-900">{copy.pricingDetailsTitle}</Heading>}
      {!priced && <KeepGoingBanner />}
      <div className="flex items-baseline justify-between gap-3">
        <SubHeading className="font-semibold text-slate-900">{copy.yourEstimate}</SubHeading>
        <p className="text-2xl font-extrabold text-slate-900 tabular-nums" data-testid="estimate-total">
          {formatMoney(priced ? estimate : 0)}
        </p>
      </div>
      <p className="text-sm text-slate-600">{copy.estimateNote}</p>
      {(sections ?? []).length > 0 && (
        <div className="space-y-3 border-t border-slate-200 pt-3" data-testid="cost-breakdown">
          {(sections ?? []).map((section, i) => {
            const view = pricingSectionDisplay(section);
            return (
              <div key={`${section.type}-${i}`} className="text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-semibold text-slate-900">{view.title}</p>
                  {view.value && <p className="font-semibold tabular-nums text-slate-900">{view.value}</p>}
                </div>
                {view.subtitle && <p className="text-slate-600">{view.subtitle}</p>}
                {view.lines.length > 0 && (
                  <ul className="mt-1 space-y-0.5">
                    {view.lines.map((line) => (
                      <li key={line.label} className="flex justify-between gap-3 text-slate-700">
                        <span>{line.label}</span>
                        <span className="tabular-nums">{line.value}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
        <p className="font-semibold text-slate-900">{copy.dueToday}</p>
        <p className="font-bold tabular-nums text-slate-900" data-testid="due-today">
          {formatMoney(0)}
        </p>
      </div>
    </section>
  );
}

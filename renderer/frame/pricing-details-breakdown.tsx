import { pricingSectionDisplay, type PricingSection } from '../../core/pricing-section-display';

/**
 * The cost breakdown of an estimate, as the server priced it: each section's title and cost (labor:
 * display_value or the formatted cost; fees: their cost), its subtitle with a fees section's items after it,
 * 'name (count)' when counted more than once (core/pricing-section-display.ts).
 */
export function PricingDetailsBreakdown({ sections }: { sections: PricingSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3" data-testid="cost-breakdown">
      {sections.map((section, i) => {
        const view = pricingSectionDisplay(section);
        return (
          <div key={`${section.type}-${section.title}-${i}`} className="text-sm" data-testid="pricing-section">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold text-slate-900">{view.title}</p>
              {view.value && <p className="ml-auto font-semibold tabular-nums text-slate-900">{view.value}</p>}
            </div>
            {/* A fees section's items sit in its subtitle ('2 floors without an elevator: Current home'). */}
            {view.subtitle && <p className="text-slate-600">{view.subtitle}</p>}
          </div>
        );
      })}
    </div>
  );
}

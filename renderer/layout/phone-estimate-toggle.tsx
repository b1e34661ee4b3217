import { formatMoney } from '../../core/format-money';
import { ChevronUpIcon } from '../frame/icons';
import { useFrameCopy } from '../frame/frame-copy';
import { hasEstimate } from '../frame/pricing-details';
import { useFunnelStore } from '../store/use-funnel-store';
import type { PhoneBar } from './phone-bar-context';

/**
 * The phone bar's left half: 'Your estimate' and the running total, as the button that opens the
 * pricing drawer. 'Due today $0.00' is inside the drawer's Pricing Details, not here
 * (docs/DECISIONS.md, "Screens: one phone bar").
 */
export function PhoneEstimateToggle({ bar }: { bar: PhoneBar }) {
  const copy = useFrameCopy();
  const estimate = useFunnelStore((s) => s.booking.estimate);
  return (
    <button
      ref={bar.toggleRef}
      type="button"
      onClick={bar.openDrawer}
      aria-haspopup="dialog"
      aria-expanded={bar.drawerOpen}
      className="flex min-h-12 min-w-0 shrink items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100 lg:hidden"
      data-testid="phone-estimate"
    >
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-xs font-semibold text-slate-600">{copy.yourEstimate}</span>
        <span className="text-lg font-extrabold text-slate-900 tabular-nums" data-testid="phone-estimate-total">
          {formatMoney(hasEstimate(estimate) ? estimate : 0)}
        </span>
      </span>
      <ChevronUpIcon className="size-5 shrink-0 text-slate-600" />
      <span className="sr-only">{copy.drawerToggleOpen}</span>
    </button>
  );
}

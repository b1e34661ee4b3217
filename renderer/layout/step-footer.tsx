import { ArrowLeftIcon } from '../frame/icons';
import { Spinner } from '../frame/spinner';

export interface StepFooterProps {
  /** Shown as a Back button when given (docs/FUNNEL.md#flow-and-navigation: no back from landing). */
  onBack?: () => void;
  nextLabel?: string;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * Back and Next for a step's <form>. Next is `type="submit"` so the form's own submit runs.
 * On phones it sticks to the bottom, above the pricing drawer bar: FunnelLayout sets `--drawer-bar-h`
 * to the bar's height where the bar is shown (0 elsewhere).
 */
export function StepFooter({ onBack, nextLabel = 'Next', loading = false, disabled = false }: StepFooterProps) {
  return (
    <div
      className="sticky bottom-[var(--drawer-bar-h,0px)] z-10 -mx-4 mt-8 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur
        md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:py-0 md:backdrop-blur-none"
      data-testid="step-footer"
    >
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100 sm:px-5"
        >
          <ArrowLeftIcon className="size-5" />
          Back
        </button>
      )}
      <button
        type="submit"
        disabled={loading || disabled}
        aria-busy={loading || undefined}
        className="ml-auto inline-flex min-h-12 min-w-32 flex-1 items-center justify-center gap-2 rounded-lg bg-brand px-5 text-base font-semibold whitespace-nowrap sm:px-6 sm:text-lg text-brand-contrast shadow-sm
          hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 md:flex-none"
      >
        {loading && <Spinner />}
        {nextLabel}
      </button>
    </div>
  );
}

import { useId, useRef } from 'react';
import { ArrowLeftIcon } from '../frame/icons';
import { Spinner } from '../frame/spinner';
import { usePhoneBar } from './phone-bar-context';
import { PhoneEstimateToggle } from './phone-estimate-toggle';
import { usePhoneBarHeight } from './use-phone-bar-height';
import { useHydrated } from '../step-page/use-hydrated';

export interface StepFooterProps {
  /** Shown as a Back button when given (docs/FUNNEL.md, "Flow and navigation": no back from landing). */
  onBack?: () => void;
  /** Where Back leads: before the app has hydrated Back is a plain link there (docs/FUNNEL.md, "Without JavaScript"). */
  backHref?: string;
  nextLabel?: string;
  loading?: boolean;
  disabled?: boolean;
  /** Why Next is disabled, shown beside it and read with it (e.g. 'Accept the terms to continue.'). */
  disabledReason?: string;
}

const barClass =
  'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:embedded:bottom-[var(--embed-bottom-gap,0px)] max-lg:z-20 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:px-4 max-lg:py-2 max-lg:shadow-[0_-4px_12px_rgb(15_23_42/0.08)]';
const backClass =
  'inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100 sm:px-5';
const stickyClass =
  'max-md:sticky max-md:bottom-0 max-md:z-10 max-md:-mx-4 max-md:border-t max-md:border-slate-200 max-md:bg-white/95 max-md:px-4 max-md:py-3 max-md:backdrop-blur';

/**
 * Back and Next for a step's <form>; Next is `type="submit"` so the form's own submit runs.
 * On steps with the pricing drawer, below lg, Next and the running estimate (the drawer's toggle)
 * form the one bar fixed to the bottom of the screen; it stays inside the form and so inside
 * `main`. Back stays in the page there. Elsewhere (landing) the row sticks to the bottom on phones.
 */
export function StepFooter({ onBack, backHref, nextLabel = 'Next', loading = false, disabled = false, disabledReason }: StepFooterProps) {
  const bar = usePhoneBar();
  const hydrated = useHydrated();
  const reasonId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  usePhoneBarHeight(barRef, bar !== null);
  const showReason = disabled && !loading && disabledReason;
  // Below lg the phone bar is fixed: the reason stands in the page, under what it asks for (the terms), since a taller
  // bar would cover the page's end until its height is measured (the server's HTML, a slow start).
  const pageReasonId = `${reasonId}-page`;
  return (
    <>
      {showReason && bar && (
        <p id={pageReasonId} className="mt-4 text-sm text-slate-700 lg:hidden" data-testid="next-disabled-reason-page">
          {disabledReason}
        </p>
      )}
      <div className={`mt-8 flex items-center gap-3 ${bar ? '' : stickyClass}`} data-testid="step-footer">
        {onBack &&
          (!hydrated && backHref ? (
            // The same look in the same place; the app's Back replaces it once it runs.
            <a href={backHref} className={backClass}>
              <ArrowLeftIcon className="size-5" />
              Back
            </a>
          ) : (
            <button type="button" onClick={onBack} className={backClass}>
              <ArrowLeftIcon className="size-5" />
              Back
            </button>
          ))}
        <div
          ref={barRef}
          className={`ml-auto flex min-w-0 flex-1 flex-wrap items-center justify-end gap-x-3 gap-y-1 md:flex-none ${bar ? barClass : ''}`}
          data-testid={bar ? 'phone-bar' : undefined}
        >
          {showReason && (
            <p
              id={reasonId}
              className={`basis-full text-right text-sm text-slate-600 lg:order-last ${bar ? 'max-lg:hidden' : ''}`}
              data-testid="next-disabled-reason"
            >
              {disabledReason}
            </p>
          )}
          {bar && <PhoneEstimateToggle bar={bar} />}
          <button
            type="submit"
            disabled={loading || disabled}
            aria-busy={loading || undefined}
            aria-describedby={showReason ? (bar ? `${pageReasonId} ${reasonId}` : reasonId) : undefined}
            className="ml-auto inline-flex min-h-12 min-w-32 items-center justify-center gap-2 rounded-lg bg-brand px-5 text-base font-semibold text-brand-contrast shadow-sm sm:px-6 sm:text-lg
            hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 max-md:flex-1"
          >
            {loading && <Spinner />}
            {nextLabel}
          </button>
        </div>
      </div>
    </>
  );
}

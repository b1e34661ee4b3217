import { Link, useSearchParams } from 'react-router';
import type { StepDefinition } from '../../core/step-definition';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { useFunnelStore } from '../store/funnel-store';
import { usePartnerStep } from '../frame/use-partner-step';
import { stepCopy } from '../frame/step-copy';
import { CompletionIllustration } from './completion-illustration';
import { CompletionRecap } from './completion-recap';
import { NotFoundContent } from './not-found-page';
import { resolveCompletionStatus } from './resolve-completion-status';
import { useFocusOnArrival } from '../step-page/use-focus-on-arrival';

const REASONS = ['labor_only_move', 'out_of_state_move', 'long_distance_move'] as const;

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 text-lg font-semibold text-brand-contrast shadow-sm hover:brightness-110';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 text-lg font-semibold text-slate-800 hover:bg-slate-100';

/**
 * The end of the funnel (docs/FUNNEL.md, "Screens and routes"): title, subtitle and picture by
 * status, the booking id, a recap of the move, and per status what the customer can do next.
 */
export default function CompleteView({ step: fileStep }: { step: StepDefinition }) {
  // The partner's wording (partner file `copy`) in place of the step file's defaults.
  const step = usePartnerStep(fileStep);
  const [query] = useSearchParams();
  const conversionType = useFunnelStore((s) => s.booking.conversionType);
  const bookingId = useFunnelStore((s) => s.booking.id);
  const serviceType = useFunnelStore((s) => s.booking.serviceType);
  const storedReason = useFunnelStore((s) => s.booking.unserviceableReason);
  const partnerName = useFunnelStore((s) => s.partner.name);
  const website = useFunnelStore((s) => s.partner.website);
  const { pathOf } = useFunnelNavigation(step);
  // Focus follows the customer here from processing (screen readers announce the page).
  const heading = useFocusOnArrival<HTMLHeadingElement>();

  const status = resolveCompletionStatus(query, conversionType);
  const reason = REASONS.find((r) => r === (query.get('reason') ?? storedReason));
  const copy = (key: string) => stepCopy(step, key, { partnerName });
  if (status === null) return <NotFoundContent />;

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-8 text-center sm:py-12" data-testid="complete-view" data-status={status}>
      <CompletionIllustration status={status} />
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none sm:text-4xl">{copy(`${status}.title`)}</h1>
      <p className="text-lg text-slate-700">{copy(`${status}.subtitle`)}</p>
      {status === 'unserviceable'
        ? reason && <p className="rounded-lg bg-amber-50 px-4 py-3 text-slate-800" data-testid="unserviceable-reason">{copy(`reason.${reason}`)}</p>
        : <p className="text-slate-600">{copy(`${status}.body`)}</p>}
      {bookingId != null && (
        <p className="font-semibold text-slate-900" data-testid="booking-id">
          {copy('bookingId')}
          {bookingId}
        </p>
      )}
      <CompletionRecap />
      <div className="mt-4 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {status === 'pay_later' && (
          <>
            {/* Two steps back from complete: past processing, to checkout. */}
            <Link to={pathOf('checkout')} className={primaryButton}>
              {copy('completeBookingButton')}
            </Link>
            <a href={website} className={secondaryButton}>
              {copy('backHomeButton')}
            </a>
          </>
        )}
        {status === 'unserviceable' && (
          // One step back: the step whose serviceability check sent the customer here (SPEC section 4).
          <Link to={pathOf(serviceType === 'labor_only' ? 'originPropertyDetails' : 'destinationAddress')} className={primaryButton}>
            {copy('editBookingButton')}
          </Link>
        )}
        {status === 'pay_now' && (
          <a href={website} className={primaryButton}>
            {copy('pay_now.button')}
          </a>
        )}
      </div>
    </div>
  );
}

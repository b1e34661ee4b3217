import { PaymentTermsNote } from './payment-terms-note';
import { useRef, useState } from 'react';
import { formatMoney } from '../../core/format-money';
import { DEFAULT_CHANGES_CUTOFF_HOURS } from '../../core/changes-close-at';
import { systemClock } from '../../core/clock';
import { closedReason } from '../../core/flow/closed-booking';
import { stepCopy, stepCopyTemplate } from '../../core/copy/step-copy';
import { evaluateCondition } from '../../core/flow/evaluate-condition';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { fieldOf } from '../../core/is-record';
import { useStripeReachable } from '../services/payments/use-stripe-reachable';
import { displayPartnerPhone } from '../../core/partner-phone';
import { payLaterReservesCrew } from '../../core/pay-later-reserves-crew';
import type { ConditionContext, StepDefinition } from '../../core/flow/step-definition';
import { summaryStep } from '../../core/flow/summary-step';
import { bookingApi } from '../api/booking-api';
import { CallLink } from '../frame/call-link';
import { PricingDetails } from '../frame/pricing-details';
import { SummaryBlocks } from '../frame/summary-blocks';
import { usePartnerStep } from '../frame/use-partner-step';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { useFocusOnArrival } from '../step-page/use-focus-on-arrival';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { SafeConfirmDialog } from '../frame/safe-confirm-dialog';
import { completionStatus } from './completion-status';
import { NotFoundContent } from './not-found-page';
import { StopMessagesControl } from './stop-messages-control';
import { viewButtonClass, ViewButton } from './view-button';

/**
 * The manage page (docs/FUNNEL.md, "Manage and resume links"), where the emailed link lands: the reference, the
 * status (saved, card on file, cancelled), the move's summary, and until the partner's cut-off the actions:
 * Reschedule (the move-date step), Change (each block's step; `manage=true` brings the customer back here),
 * Add a card (the checkout) and Cancel (a confirmation dialog, then POST /api/v1/booking/cancel). After the cut-off
 * the partner's phone stands in their place, and every step of the booking sends it here (flow.json `closedBooking`).
 * The estimate the server priced shows under the status (a reschedule reprices it with the new day's price, and the
 * page shows the new one on return); a pay-later booking says whether its crew is reserved (the partner's
 * `capacity.payLater`). The step file's `buttons` say which buttons show for which status.
 */
export default function ManageView({ step: fileStep }: { step: StepDefinition }) {
  const step = usePartnerStep(fileStep);
  const summary = usePartnerStep(summaryStep(funnelDefinition));
  const store = useFunnelStoreApi();
  // The conversion the server recorded, and its cancellation (the booking desk's `cancelledAt`).
  const conversionType = useFunnelStore((s) => s.recorded.conversionType);
  const cancelledAt = useFunnelStore((s) => fieldOf(s.booking, 'cancelledAt'));
  const reference = useFunnelStore((s) => s.booking.reference);
  const partner = useFunnelStore((s) => s.partner);
  const estimate = useFunnelStore((s) => s.booking.estimate);
  const sections = useFunnelStore((s) => s.booking.pricingSections);
  const lateCancellationFee = useFunnelStore((s) => s.booking.paymentTerms?.lateCancellationFeeCents);
  const stripeAvailable = useFunnelStore((s) => s.settings.stripeAvailable);
  const stripeReach = useStripeReachable(stripeAvailable && conversionType === 'pay_later' && typeof cancelledAt !== 'string');
  const payNow = stripeAvailable && stripeReach !== 'unreachable' ? 'available' : 'unavailable';
  const session = useFunnelSession();
  const { pathOf } = useFunnelNavigation(step);
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelFailed, setCancelFailed] = useState(false);

  const converted = completionStatus(conversionType);
  if (converted === null) return <NotFoundContent />;
  const status = typeof cancelledAt === 'string' ? 'cancelled' : converted;
  // The page's own clock: a page left open past the cut-off shows the actions until the next load, and the server refuses them.
  const reason = closedReason(funnelDefinition, session.context.booking, partner, conversionType, systemClock.now());
  const changeable = status === 'pay_later' || status === 'pay_now';
  const changes = changeable && reason === null ? 'open' : 'closed';
  // Past the cut-off a booking whose terms name a late fee may still be cancelled, for that fee (docs/PARTNERS.md, Payment).
  const lateFeeCents = changeable && reason === 'changesClosed' ? (lateCancellationFee ?? 0) : 0;
  const cancellable = changes === 'open' || lateFeeCents > 0;
  const detail = status === 'pay_later' && payLaterReservesCrew(partner) ? 'status.pay_later.reserved.detail' : `status.${status}.detail`;
  const phone = displayPartnerPhone(partner.phone);
  const values = {
    partnerName: partner.name,
    phone,
    hours: partner.changesCutoffHours ?? DEFAULT_CHANGES_CUTOFF_HOURS,
  };
  const copy = (key: string) => stepCopy(step, key, values);
  const context: ConditionContext = { ...session.context, query: { ...session.context.query, status, changes, payNow } };
  const buttons = (step.buttons ?? []).filter((button) => button.when === undefined || evaluateCondition(button.when, context));

  const cancel = async () => {
    setCancelling(true);
    setCancelFailed(false);
    try {
      store.getState().adoptServerBooking(await bookingApi.cancel(store.getState().api));
      setConfirming(false);
    } catch (error) {
      console.error(error);
      setCancelFailed(true);
      setConfirming(false);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div
      className="mx-auto flex max-w-2xl flex-col gap-6 py-8 sm:py-12"
      data-testid="manage-view"
      data-status={status}
      data-changes={changes}
    >
      <div className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none sm:text-4xl">
          {step.heading}
        </h1>
        {reference && (
          <p className="font-semibold text-slate-900" data-testid="booking-reference">
            {copy('bookingReference')} <span className="font-mono tracking-wider">{reference}</span>
          </p>
        )}
        <p data-testid="manage-status">
          <span className="mr-2 inline-block rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-slate-900">
            {copy(`status.${status}`)}
          </span>
          <span className="text-slate-700">{copy(detail)}</span>
        </p>
        <PaymentTermsNote />
      </div>

      {reason === 'changesClosed' && (
        <div className="rounded-lg bg-amber-50 px-4 py-3 text-slate-800" data-testid="changes-closed">
          <p>{copy('closed')}</p>
          <CallLink phone={partner.phone} display={phone} />
        </div>
      )}
      {stripeReach === 'unreachable' && status === 'pay_later' && changes === 'open' && (
        <p role="status" className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800" data-testid="add-card-unavailable">
          {copy('addCardUnavailable')}
        </p>
      )}
      {cancelFailed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {copy('cancelFailed')}
        </p>
      )}

      {(buttons.length > 0 || cancellable) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {buttons.map((button) => (
            <ViewButton key={button.copy} button={button} context={context} label={copy(button.copy)} pathOf={pathOf} />
          ))}
          {cancellable && (
            <button ref={cancelButton} type="button" className={viewButtonClass('secondary')} onClick={() => setConfirming(true)}>
              {copy('cancelButton')}
            </button>
          )}
        </div>
      )}

      {status !== 'cancelled' && status !== 'unserviceable' && (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="manage-estimate">
          <PricingDetails estimate={estimate} sections={sections} />
        </div>
      )}

      <section aria-labelledby="manage-details" className="flex flex-col gap-3">
        <h2 id="manage-details" className="text-xl font-semibold text-slate-900">
          {copy(changes === 'open' ? 'changeDetailsTitle' : 'detailsTitle')}
        </h2>
        <SummaryBlocks
          blocks={session.summaryBlocks(summary.summaryBlocks)}
          countCopy={{
            itemCount: stepCopyTemplate(summary, 'itemCount'),
            itemCountOne: stepCopy(summary, 'itemCountOne'),
            none: stepCopy(summary, 'none'),
          }}
          edit={changes === 'open' ? { label: copy('change'), query: { manage: 'true' }, pathOf } : null}
        />
      </section>

      {changes === 'open' && <StopMessagesControl copy={copy} />}

      <SafeConfirmDialog
        open={confirming}
        busy={cancelling}
        danger
        testId="cancel-booking-dialog"
        copy={{
          title: copy('cancelDialog.title'),
          body:
            lateFeeCents > 0
              ? `${copy('cancelDialog.body')} Your move is less than ${values.hours} hours away: ${formatMoney(lateFeeCents / 100)} is kept as the late cancellation fee.`
              : copy('cancelDialog.body'),
          confirm: copy('cancelDialog.confirm'),
          back: copy('cancelDialog.keep'),
        }}
        onBack={() => {
          setConfirming(false);
          cancelButton.current?.focus();
        }}
        onConfirm={() => void cancel()}
      />
    </div>
  );
}

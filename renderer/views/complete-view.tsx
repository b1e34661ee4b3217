import { PaymentTermsNote } from './payment-terms-note';
import { closedReason } from '../../core/flow/closed-booking';
import { systemClock } from '../../core/clock';
import { evaluateCondition } from '../../core/flow/evaluate-condition';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import type { ConditionContext, StepButton, StepDefinition } from '../../core/flow/step-definition';
import { fieldOf } from '../../core/is-record';
import { payLaterReservesCrew } from '../../core/pay-later-reserves-crew';
import { maskEmail } from '../../core/mask-email';
import { isUnserviceableReason } from '../../core/unserviceable-reasons';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { useFunnelStore } from '../store/use-funnel-store';
import { usePartnerStep } from '../frame/use-partner-step';
import { stepCopy } from '../../core/copy/step-copy';
import { CompletionIllustration } from './completion-illustration';
import { CompletionRecap } from './completion-recap';
import { NotFoundContent } from './not-found-page';
import { completionStatus } from './completion-status';
import { useFocusOnArrival } from '../step-page/use-focus-on-arrival';
import { ViewButton } from './view-button';

/**
 * The end of the funnel (docs/FUNNEL.md, "Screens and routes"): title, subtitle and picture by
 * status, the booking reference, a recap of the move, and per status what the customer can do next. A cancelled
 * booking's page says it is cancelled (its own texts and buttons, no confirmation sent), whatever it converted as.
 */
export default function CompleteView({ step: fileStep }: { step: StepDefinition }) {
  // The partner's wording (partner file `copy`) in place of the step file's defaults.
  const step = usePartnerStep(fileStep);
  // The conversion the server recorded, not the checkout's choice the form may still hold.
  const conversionType = useFunnelStore((s) => s.recorded.conversionType);
  // The public reference (docs/DECISIONS.md, "Public booking reference"); the numeric id stays internal.
  const reference = useFunnelStore((s) => s.booking.reference);
  // The buttons' conditions read the booking, partner and query; re-render when they change.
  const base = useFunnelSession().context;
  const storedReason = useFunnelStore((s) => s.recorded.unserviceableReason);
  const partnerName = useFunnelStore((s) => s.partner.name);
  const stripeAvailable = useFunnelStore((s) => s.settings.stripeAvailable);
  const cancelled = useFunnelStore((s) => typeof fieldOf(s.booking, 'cancelledAt') === 'string');
  // A pay-later booking that took a crew has its date and time reserved (core/pay-later-reserves-crew.ts).
  const crewReserved = useFunnelStore((s) => payLaterReservesCrew(s.partner));
  // The crew the server recorded (docs/LEADS.md, crew): provisional until confirmed, or none past the caps.
  const crew = useFunnelStore((s) => fieldOf(s.booking, 'crew'));
  const heldBy = useFunnelStore((s) => fieldOf(s.booking, 'crewHeldBy'));
  // Pay later and pay now send the customer a confirmation (server/delivery/mail/compose-customer-email.ts).
  const emailedTo = maskEmail(useFunnelStore((s) => s.booking.email));
  const { pathOf } = useFunnelNavigation(step);
  // Focus follows the customer here from processing (screen readers announce the page).
  const heading = useFocusOnArrival<HTMLHeadingElement>();

  // The recorded conversion and reason, never the URL's `status` or `reason` (docs/DECISIONS.md, "What the server checks").
  const converted = completionStatus(conversionType);
  const reason = isUnserviceableReason(storedReason) ? storedReason : undefined;
  const copy = (key: string, values: Record<string, string> = {}) =>
    stepCopy(step, key, { partnerName, reference: typeof heldBy === 'string' ? heldBy : '', ...values });
  if (converted === null) return <NotFoundContent />;
  const status = cancelled ? 'cancelled' : converted;
  const bodyKey = status === 'pay_later' && crewReserved ? payLaterBodyKey(crew, heldBy) : `${status}.body`;
  // Past the cut-off the checkout sends the booking to the manage page (flow.json closedBooking): no card to add here.
  const changes =
    closedReason(funnelDefinition, base.booking, base.partner, conversionType, systemClock.now()) === null ? 'open' : 'closed';
  const context: ConditionContext = { ...base, query: { ...base.query, status, changes } };
  // Without card payments the checkout can take no card: no button leads there to add one.
  const servable = (button: StepButton) =>
    stripeAvailable || button.to === undefined || funnelDefinition.steps[button.to]?.view !== 'checkout';
  const buttons = (step.buttons ?? []).filter(
    (button) => servable(button) && (button.when === undefined || evaluateCondition(button.when, context)),
  );

  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-8 text-center sm:py-12"
      data-testid="complete-view"
      data-status={status}
    >
      <CompletionIllustration status={status} />
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none sm:text-4xl">
        {copy(`${status}.title`)}
      </h1>
      <p className="text-lg text-slate-700">{copy(`${status}.subtitle`)}</p>
      {status === 'unserviceable' ? (
        reason && (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-slate-800" data-testid="unserviceable-reason">
            {copy(`reason.${reason}`)}
          </p>
        )
      ) : (
        <p className="text-slate-600">{copy(bodyKey)}</p>
      )}
      {reference && (
        <p className="font-semibold text-slate-900" data-testid="booking-reference">
          {copy('bookingReference')} <span className="font-mono tracking-wider">{reference}</span>
        </p>
      )}
      {emailedTo && (status === 'pay_later' || status === 'pay_now') && (
        <p className="text-slate-700" data-testid="confirmation-sent">
          {copy('confirmationSent', { email: emailedTo })}
        </p>
      )}
      <PaymentTermsNote />
      <CompletionRecap />
      <div className="mt-4 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {buttons.map((button) => (
          <ViewButton
            key={`${button.copy}:${button.to ?? button.hrefFrom ?? button.action}`}
            button={button}
            context={context}
            label={copy(button.copy)}
            pathOf={pathOf}
          />
        ))}
      </div>
    </div>
  );
}

/** A pay-later booking's words about its crew: held until confirmed, taken, released, or none (the partner will call). */
function payLaterBodyKey(crew: unknown, heldBy: unknown): string {
  if (crew === 'provisional') return 'pay_later.provisional.body';
  if (crew === 'released') return 'pay_later.released.body';
  if (crew === 'none') return typeof heldBy === 'string' ? 'pay_later.heldBy.body' : 'pay_later.uncrewed.body';
  return 'pay_later.reserved.body';
}

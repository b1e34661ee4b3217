import { Link } from 'react-router';
import { contextValue } from '../../core/context-value';
import { edgeQuery } from '../../core/edge-query';
import { evaluateCondition } from '../../core/evaluate-condition';
import { funnelDefinition } from '../../core/funnel-definition';
import type { ConditionContext, StepButton, StepDefinition } from '../../core/step-definition';
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

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 text-lg font-semibold text-brand-contrast shadow-sm hover:brightness-110';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 text-lg font-semibold text-slate-800 hover:bg-slate-100';

/**
 * The end of the funnel (docs/FUNNEL.md, "Screens and routes"): title, subtitle and picture by
 * status, the booking reference, a recap of the move, and per status what the customer can do next.
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
  // Pay later and pay now send the customer a confirmation (server/delivery/mail/compose-customer-email.ts).
  const emailedTo = maskEmail(useFunnelStore((s) => s.booking.email));
  const { pathOf } = useFunnelNavigation(step);
  // Focus follows the customer here from processing (screen readers announce the page).
  const heading = useFocusOnArrival<HTMLHeadingElement>();

  // The recorded conversion and reason, never the URL's `status` or `reason` (docs/DECISIONS.md, "What the server checks").
  const status = completionStatus(conversionType);
  const reason = isUnserviceableReason(storedReason) ? storedReason : undefined;
  const copy = (key: string, values: Record<string, string> = {}) => stepCopy(step, key, { partnerName, ...values });
  if (status === null) return <NotFoundContent />;
  const context: ConditionContext = { ...base, query: { ...base.query, status } };
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
        <p className="text-slate-600">{copy(`${status}.body`)}</p>
      )}
      {reference && (
        <p className="font-semibold text-slate-900" data-testid="booking-reference">
          {copy('bookingReference')} <span className="font-mono tracking-wider">{reference}</span>
        </p>
      )}
      {emailedTo && status !== 'unserviceable' && (
        <p className="text-slate-700" data-testid="confirmation-sent">
          {copy('confirmationSent', { email: emailedTo })}
        </p>
      )}
      <CompletionRecap />
      <div className="mt-4 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {buttons.map((button) => (
          <CompleteButton
            key={`${button.copy}:${button.to ?? button.hrefFrom}`}
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

/** One button of the step: a link to a step of the funnel, or to an address read from the context. */
function CompleteButton({
  button,
  context,
  label,
  pathOf,
}: {
  button: StepButton;
  context: ConditionContext;
  label: string;
  pathOf: (stepId: string, query?: Record<string, string>) => string;
}) {
  const className = button.style === 'secondary' ? secondaryButton : primaryButton;
  if (button.to !== undefined) {
    const query = edgeQuery({ query: button.query }, context);
    return (
      <Link to={pathOf(button.to, Object.keys(query).length > 0 ? query : undefined)} className={className}>
        {label}
      </Link>
    );
  }
  const href = button.hrefFrom === undefined ? undefined : contextValue(button.hrefFrom, context);
  if (typeof href !== 'string' || href === '')
    throw new Error(`Button "${button.copy}" reads its address from "${button.hrefFrom}", which is empty`);
  return (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

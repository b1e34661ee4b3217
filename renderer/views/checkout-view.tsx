import { lazy, Suspense, useMemo } from 'react';
import type { ResolvedStep } from '../../core/flow/resolve-step';
import type { StepDefinition } from '../../core/flow/step-definition';
import { stepCopy } from '../../core/copy/step-copy';
import { useLocation } from 'react-router';
import { displayPartnerPhone } from '../../core/partner-phone';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { FormTokenField } from '../step-page/form-token-field';
import { HoneypotField } from '../step-page/honeypot-field';
import { useHydrated } from '../step-page/use-hydrated';
import { StepForm } from '../step-page/step-form';
import { StepHeading } from '../step-page/step-heading';
import { useStepForm } from '../step-page/use-step-form';
import { useFunnelStore } from '../store/use-funnel-store';
import { useCardFormContext } from '../services/payments/use-card-form-context';
import { usePaymentTerms } from '../services/payments/use-payment-terms';
import { formatMoney } from '../../core/format-money';
import { withoutPayNow } from './without-pay-now';

// Stripe's code and script are fetched only when the checkout shows the card form (pay now chosen).
const CardElement = lazy(() => import('../../widgets/card-widget').then((m) => ({ default: m.CardElement })));

/**
 * View 'checkout' (docs/FUNNEL.md, "Screens and routes" and "Saving and conversions"): pay later or
 * pay now, terms acceptance with links to the terms and privacy pages (full page loads), 'Due today
 * $0.00' on small screens. Submit stays disabled, with its reason beside it, until the terms are
 * accepted and, for pay now, until the card provider has loaded; without a Stripe key the pay now
 * choice is disabled and says why. The card setup error shows under the billing form
 * (docs/FUNNEL.md, "Errors").
 */
export default function CheckoutView({ step: fileStep }: { step: StepDefinition }) {
  const stripeAvailable = useFunnelStore((s) => s.settings.stripeAvailable);
  const step = fileStep;
  const present = useMemo(
    () => (stripeAvailable ? undefined : (resolved: ResolvedStep) => withoutPayNow(resolved, stepCopy(fileStep, 'payNowUnavailable'))),
    [fileStep, stripeAvailable],
  );
  const navigation = useFunnelNavigation(step);
  const form = useStepForm(step, navigation, present);
  const payNow = form.formData.conversionType === 'pay_now';
  const termsAccepted = form.formData.termsAccepted === true;
  const cardProviderLoaded = useFunnelStore((s) => s.card.provider !== null);
  const cardError = useFunnelStore((s) => s.card.error);
  const card = useCardFormContext();
  const { search } = useLocation();
  const phone = useFunnelStore((s) => displayPartnerPhone(s.partner.phone));
  // Before the app runs the server judges the terms (the page may never run it): the button waits for nothing.
  const hydrated = useHydrated();
  // What pay now costs today and the cancellation policy, in plain words, before the customer pays.
  const terms = usePaymentTerms();

  return (
    <section>
      <StepHeading step={step} />
      <div className="mb-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 lg:hidden">
        <h2 className="text-base font-semibold text-slate-900">{stepCopy(step, 'pricingDetailsTitle')}</h2>
        <p className="mt-2 flex items-center justify-between text-lg">
          <span>{stepCopy(step, 'dueTodayLabel')}</span>
          <span className="font-bold">
            {terms && terms.dueTodayCents > 0 ? formatMoney(terms.dueTodayCents / 100) : stepCopy(step, 'dueTodayAmount')}
          </span>
        </p>
      </div>
      <StepForm
        step={step}
        form={form}
        onBack={navigation.backTarget === null ? undefined : navigation.goBack}
        backHref={navigation.backTarget ?? undefined}
        submitText={stepCopy(step, payNow ? 'payNowSubmit' : 'payLaterSubmit')}
        submitDisabled={hydrated && (!termsAccepted || (payNow && !(stripeAvailable && cardProviderLoaded)))}
        submitDisabledReason={!hydrated || termsAccepted ? undefined : stepCopy(step, 'termsRequired')}
        postTo={navigation.pathOf(step.id) + search}
      >
        <HoneypotField />
        <FormTokenField />
        {/* Without JavaScript the card form cannot run: pay later (or a call) books all the same. */}
        <noscript>
          <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-800" data-testid="pay-now-without-script">
            {stepCopy(step, 'payNowWithoutScript')} {stepCopy(step, 'payLaterWithoutScript', { phone })}
          </p>
        </noscript>
        {payNow && stripeAvailable && (
          <div className="mt-6" role="group" aria-labelledby="billing-title" data-testid="billing-form">
            <h2 id="billing-title" className="mb-3 text-lg font-semibold text-slate-900">
              {stepCopy(step, 'billingTitle')}
            </h2>
            <Suspense fallback={<div className="h-40 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}>
              <CardElement id="card-element" card={card} />
            </Suspense>
            {terms && (
              <p className="mt-3 text-base text-slate-700" data-testid="payment-policy">
                {terms.policy}
              </p>
            )}
            {cardError && (
              <p role="alert" className="mt-3 text-base text-red-700" data-testid="card-error">
                {cardError}
              </p>
            )}
          </div>
        )}
      </StepForm>
    </section>
  );
}

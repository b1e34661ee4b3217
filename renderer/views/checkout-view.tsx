import type { StepDefinition } from '../../core/step-definition';
import { stepCopy } from '../frame/step-copy';
import { StepFooter } from '../layout/step-footer';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { StepForm } from '../step-page/step-form';
import { StepHeading } from '../step-page/step-heading';
import { useStepForm } from '../step-page/use-step-form';
import { useFunnelStore } from '../store/funnel-store';

/**
 * View 'checkout' (SPEC section 2 and 4): pay later or pay now, terms acceptance with links to the
 * terms and privacy pages (full page loads), 'Due today $0.00' on small screens. Submit stays
 * disabled until the terms are accepted and, for pay now, until the card provider is available;
 * without a Stripe key pay now says it is unavailable.
 */
export default function CheckoutView({ step }: { step: StepDefinition }) {
  const navigation = useFunnelNavigation(step);
  const form = useStepForm(step, navigation);
  const stripeAvailable = useFunnelStore((s) => s.settings.stripeAvailable);
  const payNow = form.formData.conversionType === 'pay_now';
  const termsAccepted = form.formData.termsAccepted === true;
  // The card element arrives with the payments issue; until then the card provider is never loaded.
  const cardProviderLoaded = false;

  return (
    <section>
      <StepHeading step={step} />
      <div className="mb-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 lg:hidden">
        <h2 className="text-base font-semibold text-slate-900">{stepCopy(step, 'pricingDetailsTitle')}</h2>
        <p className="mt-2 flex items-center justify-between text-lg">
          <span>{stepCopy(step, 'dueTodayLabel')}</span>
          <span className="font-bold">{stepCopy(step, 'dueTodayAmount')}</span>
        </p>
      </div>
      <StepForm step={step} form={form}>
        {!stripeAvailable && (
          <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-base text-amber-900">
            {stepCopy(step, 'payNowUnavailable')}
          </p>
        )}
        {payNow && stripeAvailable && (
          <div className="mt-6">
            <h2 className="text-lg font-semibold text-slate-900">{stepCopy(step, 'billingTitle')}</h2>
          </div>
        )}
        <p className="mt-4 text-sm text-slate-600">
          <a className="font-medium text-brand underline" href="/terms">
            {stepCopy(step, 'termsLink')}
          </a>
          {' · '}
          <a className="font-medium text-brand underline" href="/privacy-policy">
            {stepCopy(step, 'privacyLink')}
          </a>
        </p>
        <StepFooter
          onBack={navigation.backTarget === null ? undefined : navigation.goBack}
          nextLabel={stepCopy(step, payNow ? 'payNowSubmit' : 'payLaterSubmit')}
          loading={form.submitting}
          disabled={!termsAccepted || (payNow && !(stripeAvailable && cardProviderLoaded))}
        />
      </StepForm>
    </section>
  );
}

import { useLocation } from 'react-router';
import type { StepDefinition } from '../../core/flow/step-definition';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { FormTokenField } from './form-token-field';
import { HoneypotField } from './honeypot-field';
import { SmsDisclosure } from './sms-disclosure';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { useStepForm } from './use-step-form';

/** View 'form': a step drawn from its fields by RJSF's Form (the default view of a step file). */
export default function FormView({ step }: { step: StepDefinition }) {
  const navigation = useFunnelNavigation(step);
  const form = useStepForm(step, navigation);
  const { search } = useLocation();
  return (
    <section>
      <StepHeading step={step} />
      <StepForm
        step={step}
        form={form}
        onBack={navigation.backTarget === null ? undefined : navigation.goBack}
        backHref={navigation.backTarget ?? undefined}
        submitText={step.copy?.submit ?? 'Next'}
        // Every step works before and without the app: the server takes it as a plain form, with the page's query.
        postTo={navigation.pathOf(step.id) + search}
      >
        {step.layout?.landing && <SmsDisclosure step={step} />}
        <HoneypotField />
        <FormTokenField />
      </StepForm>
      {step.copy?.consent && <p className="mt-4 text-sm text-slate-600">{step.copy.consent}</p>}
    </section>
  );
}

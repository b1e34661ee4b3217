import type { StepDefinition } from '../../core/step-definition';
import { StepFooter } from '../layout/step-footer';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { HoneypotField } from './honeypot-field';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { useStepForm } from './use-step-form';

/** View 'form': a step drawn from its fields with RJSF (the default view of a step file). */
export default function FormView({ step }: { step: StepDefinition }) {
  const navigation = useFunnelNavigation(step);
  const form = useStepForm(step, navigation);
  return (
    <section>
      <StepHeading step={step} />
      <StepForm step={step} form={form}>
        {step.layout?.landing && <HoneypotField />}
        <StepFooter
          onBack={navigation.backTarget === null ? undefined : navigation.goBack}
          nextLabel={step.copy?.submit ?? 'Next'}
          loading={form.submitting}
        />
        {step.copy?.consent && <p className="mt-4 text-sm text-slate-600">{step.copy.consent}</p>}
      </StepForm>
    </section>
  );
}

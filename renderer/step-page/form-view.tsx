import type { StepDefinition } from '../../core/step-definition';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { HoneypotField } from './honeypot-field';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { useStepForm } from './use-step-form';

/** View 'form': a step drawn from its fields by RJSF's Form (the default view of a step file). */
export default function FormView({ step }: { step: StepDefinition }) {
  const navigation = useFunnelNavigation(step);
  const form = useStepForm(step, navigation);
  return (
    <section>
      <StepHeading step={step} />
      <StepForm
        step={step}
        form={form}
        onBack={navigation.backTarget === null ? undefined : navigation.goBack}
        submitText={step.copy?.submit ?? 'Next'}
      >
        {step.layout?.landing ? <HoneypotField /> : undefined}
      </StepForm>
      {step.copy?.consent && <p className="mt-4 text-sm text-slate-600">{step.copy.consent}</p>}
    </section>
  );
}

import type { StepDefinition } from '../../core/step-definition';
import { useFocusOnArrival } from './use-focus-on-arrival';

/** The step's heading; focus moves here after a client-side navigation (useFocusOnArrival). */
export function StepHeading({ step }: { step: StepDefinition }) {
  const ref = useFocusOnArrival<HTMLHeadingElement>();
  if (!step.heading) return null;
  return (
    <header className="mb-6 sm:mb-8">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
        {step.heading}
      </h1>
      {step.subheading && <p className="mt-2 text-lg text-slate-600">{step.subheading}</p>}
    </header>
  );
}

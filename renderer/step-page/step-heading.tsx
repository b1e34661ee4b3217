import { useId } from 'react';
import type { StepDefinition } from '../../core/flow/step-definition';
import { stepEyebrow } from '../../core/step-eyebrow';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { useFocusOnArrival } from './use-focus-on-arrival';

/**
 * The step's heading, led by the step's own name where other steps share the heading (core/step-eyebrow.ts);
 * focus moves here after a client-side navigation (useFocusOnArrival).
 */
export function StepHeading({ step }: { step: StepDefinition }) {
  const ref = useFocusOnArrival<HTMLHeadingElement>();
  const eyebrowId = useId();
  if (!step.heading) return null;
  const eyebrow = stepEyebrow(Object.values(funnelDefinition.steps), step);
  return (
    <header className="mb-6 sm:mb-8">
      {eyebrow && (
        <p id={eyebrowId} data-testid="step-eyebrow" className="mb-1 text-sm font-semibold tracking-wide text-brand uppercase">
          {eyebrow}
        </p>
      )}
      {/* The page's own name is read after the shared heading when focus arrives on it. */}
      <h1
        ref={ref}
        tabIndex={-1}
        aria-describedby={eyebrow ? eyebrowId : undefined}
        className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
      >
        {step.heading}
      </h1>
      {step.subheading && <p className="mt-2 text-lg text-slate-600">{step.subheading}</p>}
    </header>
  );
}

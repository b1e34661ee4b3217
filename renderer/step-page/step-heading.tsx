import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { StepDefinition } from '../../core/step-definition';

/**
 * The step's heading. After a client-side navigation focus moves here (tabIndex -1), so screen
 * readers announce the new step; not on the first page load, where the browser starts at the top.
 */
export function StepHeading({ step }: { step: StepDefinition }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') ref.current?.focus();
  }, [key]);
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

import { Suspense } from 'react';
import { Navigate } from 'react-router';
import type { StepDefinition } from '../../core/flow/step-definition';
import { useAnnounceStep } from '../embed/use-announce-step';
import { Spinner } from '../frame/spinner';
import { usePartnerStep } from '../frame/use-partner-step';
import { FunnelLayout } from '../layout/funnel-layout';
import { RefusalNotice } from '../layout/refusal-notice';
import { SaveRefusalNotice } from '../layout/save-refusal-notice';
import { useStepRedirect } from '../navigation/use-step-redirect';
import { viewRegistry } from '../views/view-registry';

/**
 * One step's page: the frame around its lazily loaded view (route-level code splitting). A step
 * beyond the booking's first unfinished one redirects there instead.
 */
export function StepRoute({ step: stepFile }: { step: StepDefinition }) {
  // The partner's own wording (partner `copy`) in place of the step file's defaults.
  const step = usePartnerStep(stepFile);
  const redirect = useStepRedirect(step.id);
  const View = viewRegistry[step.view ?? 'form'];
  useAnnounceStep(step.id, redirect === null);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return (
    <FunnelLayout step={step}>
      <RefusalNotice stepId={step.id} />
      <SaveRefusalNotice />
      {/* A step without a heading (processing) shows its message at once, not a bare spinner while its view loads. */}
      <Suspense fallback={<PageLoading heading={step.heading ?? step.copy?.message} />}>
        {/* A fresh form state per step, even when two routes show the same view. */}
        <View key={step.id} step={step} />
      </Suspense>
    </FunnelLayout>
  );
}

/**
 * While a view's code loads, the page already has its landmark (the layout's `main`) and its h1:
 * the step's heading from its data, as the view will show it.
 */
function PageLoading({ heading }: { heading?: string }) {
  return (
    <>
      {heading && (
        <header className="mb-6 sm:mb-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        </header>
      )}
      <div className="flex min-h-48 items-center justify-center text-brand" role="status" aria-label="Loading">
        <Spinner />
      </div>
    </>
  );
}

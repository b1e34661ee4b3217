import { Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { Spinner } from '../frame/spinner';
import { usePartnerStep } from '../frame/use-partner-step';
import { FunnelLayout } from '../layout/funnel-layout';
import { FunnelStoreProvider } from '../store/funnel-store-provider';
import { useFunnelStoreApi } from '../store/use-funnel-store';
import NotFoundPage from '../views/not-found-page';
import { viewRegistry } from '../views/view-registry';
import { createPreviewStore } from './create-preview-store';
import { PreviewModeContext } from './preview-mode';
import { previewSampleBooking } from '../../core/preview-sample-booking';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';

/**
 * /partners/{slug}/preview/{stepId}: one step as the customer sees it, in the partner's branding,
 * with the sample booking. The preview page shows it in fixed-width frames.
 */
export default function PreviewStepPage() {
  const { stepId = '' } = useParams();
  const app = useFunnelStoreApi();
  const [query] = useSearchParams();
  // A store of its own: sample data in, the saving API client out; the page's leave warning and drafts stay off.
  // The complete page's frames record the conversion their `status` names, as the server would have.
  const [store] = useState(() => {
    const { partner, previewBooking, today } = app.getState();
    // The server's priced sample; without one (a page the server did not make for the preview) an unpriced one.
    const sample = previewBooking ?? previewSampleBooking(partner, today ?? partnerToday(new Date(), timeZoneOf(partner)));
    return createPreviewStore(partner, sample, query.get('status'), query.get('reason'));
  });
  const step = Object.hasOwn(funnelDefinition.steps, stepId) ? funnelDefinition.steps[stepId] : undefined;
  if (!step) return <NotFoundPage />;
  return (
    <FunnelStoreProvider store={store} browserDuties={false}>
      <PreviewStep stepId={stepId} />
    </FunnelStoreProvider>
  );
}

function PreviewStep({ stepId }: { stepId: string }) {
  const step = usePartnerStep(funnelDefinition.steps[stepId]!);
  const View = viewRegistry[step.view ?? 'form'];
  return (
    <PreviewModeContext.Provider value={true}>
      <FunnelLayout step={step}>
        <Suspense
          fallback={
            <div className="flex min-h-48 items-center justify-center text-brand" role="status" aria-label="Loading">
              <Spinner />
            </div>
          }
        >
          <View key={step.id} step={step} />
        </Suspense>
      </FunnelLayout>
    </PreviewModeContext.Provider>
  );
}

import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StepDefinition } from '../../core/flow/step-definition';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { useFunnelStoreApi } from '../store/use-funnel-store';
import { runStepActions } from '../actions/run-step-actions';
import { usePartnerStep } from '../frame/use-partner-step';
import { stepCopy, stepCopyTemplate } from '../../core/copy/step-copy';
import { PricingDetailsSummary } from '../frame/pricing-details-summary';
import { SummaryBlocks } from '../frame/summary-blocks';
import { StepFooter } from '../layout/step-footer';
import { StepHeading } from '../step-page/step-heading';
import { FormTokenField } from '../step-page/form-token-field';
import { HoneypotField } from '../step-page/honeypot-field';

/**
 * 'Book your move' (docs/FUNNEL.md, "Screens and routes"): every block of the summary step with an Edit link back to its
 * step (`checkout=true`, so that step's Next returns here); submit runs the step's onSubmit actions.
 */
export default function SummaryView({ step: fileStep }: { step: StepDefinition }) {
  // The partner's wording (partner file `copy`) in place of the step file's defaults.
  const step = usePartnerStep(fileStep);
  const store = useFunnelStoreApi();
  const session = useFunnelSession();
  const { pathOf, goBack, goNext, backTarget } = useFunnelNavigation(step);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [submitting, setSubmitting] = useState(false);

  if (!step.summaryBlocks) throw new Error(`Step "${step.id}" uses the summary view but has no summaryBlocks`);
  const blocks = session.summaryBlocks(step.summaryBlocks);
  const countCopy = {
    itemCount: stepCopyTemplate(step, 'itemCount'),
    itemCountOne: stepCopy(step, 'itemCountOne'),
    none: stepCopy(step, 'none'),
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      // The summary has no fields: its actions (saveAndWait) run, then Next goes to checkout.
      if ((await runStepActions({ step, formData: {}, store, navigate, pathOf })) !== 'stop') await goNext();
    } catch (error) {
      // docs/FUNNEL.md, "Errors": a failed save is logged and the submit state cleared, no message.
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // A plain form before and without the app: the server holds the slot and goes on to the checkout (docs/FUNNEL.md, "Without JavaScript").
    <form onSubmit={onSubmit} method="post" action={pathOf(step.id) + search} noValidate data-testid="summary-view">
      <HoneypotField />
      <FormTokenField />
      <StepHeading step={step} />
      <SummaryBlocks blocks={blocks} countCopy={countCopy} edit={{ label: stepCopy(step, 'edit'), query: { checkout: 'true' }, pathOf }} />
      {/* From lg the side column's Pricing Details show the estimate: once per screen. */}
      <div className="lg:hidden">
        <PricingDetailsSummary />
      </div>
      <StepFooter
        onBack={backTarget ? goBack : undefined}
        backHref={backTarget ?? undefined}
        nextLabel={stepCopy(step, 'submit')}
        loading={submitting}
      />
    </form>
  );
}

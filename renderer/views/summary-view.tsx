import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StepDefinition } from '../../core/step-definition';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { useFunnelStoreApi } from '../store/use-funnel-store';
import { runStepActions } from '../actions/run-step-actions';
import { funnelDefinition } from '../../core/funnel-definition';
import { usePartnerStep } from '../frame/use-partner-step';
import { stepCopy, stepCopyTemplate } from '../../core/copy/step-copy';
import { PricingDetailsSummary } from '../frame/pricing-details-summary';
import { SummaryBlockBody } from '../frame/summary-block-body';
import { indexFields } from '../../core/index-fields';
import { summaryBlockContent } from '../../core/summary-block-content';
import { StepFooter } from '../layout/step-footer';
import { StepHeading } from '../step-page/step-heading';
import { stepOffersAChoice } from '../../core/step-offers-a-choice';

const fields = indexFields(funnelDefinition.steps);

/**
 * 'Book your move' (docs/FUNNEL.md, "Screens and routes"): every block of the summary step with an Edit link back to its
 * step (`checkout=true`, so that step's Next returns here); submit runs the step's onSubmit actions.
 */
export default function SummaryView({ step: fileStep }: { step: StepDefinition }) {
  // The partner's wording (partner file `copy`) in place of the step file's defaults.
  const step = usePartnerStep(fileStep);
  const store = useFunnelStoreApi();
  const session = useFunnelSession();
  // What the customer can see: an answer a rule hides is no part of the summary.
  const booking = session.answers();
  const { pathOf, goBack, goNext, backTarget } = useFunnelNavigation(step);
  const navigate = useNavigate();
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
    <form onSubmit={onSubmit} noValidate data-testid="summary-view">
      <StepHeading step={step} />
      <div className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {blocks.map((block) => (
          <section key={block.id} aria-labelledby={`summary-${block.id}`} className="px-3 py-4 sm:p-5" data-block={block.id}>
            {/* Edit sits beside the title, so the answers below get the block's whole width (at 200% text too). */}
            <div className="mb-1 flex flex-wrap items-center justify-between gap-x-4">
              <h2 id={`summary-${block.id}`} className="min-w-0 font-semibold break-words text-slate-900">
                {block.label}
              </h2>
              {/* No Edit where the step offers nothing to change (a partner without labor-only moves: one service). */}
              {stepOffersAChoice(session.resolved(block.editStep)) && (
                <Link
                  to={pathOf(block.editStep, { checkout: 'true' })}
                  className="-my-2 -mr-3 ml-auto inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-semibold text-brand underline-offset-2 hover:underline"
                >
                  {stepCopy(step, 'edit')}
                  <span className="sr-only"> {block.label}</span>
                </Link>
              )}
            </div>
            <SummaryBlockBody content={summaryBlockContent(block, booking, fields)} copy={countCopy} />
          </section>
        ))}
      </div>
      {/* From lg the side column's Pricing Details show the estimate: once per screen. */}
      <div className="lg:hidden">
        <PricingDetailsSummary />
      </div>
      <StepFooter onBack={backTarget ? goBack : undefined} nextLabel={stepCopy(step, 'submit')} loading={submitting} />
    </form>
  );
}

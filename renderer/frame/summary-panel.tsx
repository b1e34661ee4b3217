import type { Funnel } from '../../core/flow/funnel';
import { summaryStep } from '../../core/flow/summary-step';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { useFrameCopy } from './frame-copy';
import { stepCopy, stepCopyTemplate } from '../../core/copy/step-copy';
import { usePartnerStep } from './use-partner-step';
import { SummaryBlockBody } from './summary-block-body';
import { indexFields } from '../../core/index-fields';
import { summaryBlockContent } from '../../core/summary-block-content';

/**
 * The side column's "what you told us so far": the summary step's blocks, compact, without Edit
 * links, leaving out blocks with nothing entered yet.
 */
export function SummaryPanel({ funnel }: { funnel: Funnel }) {
  const copy = useFrameCopy();
  const session = useFunnelSession();
  // What the customer can see: an answer a rule hides is no part of the summary.
  const booking = session.answers();
  // The count texts as the partner words them on the summary step.
  const summary = usePartnerStep(summaryStep(funnel));
  const fields = indexFields(funnel.steps);
  const countCopy = {
    itemCount: stepCopyTemplate(summary, 'itemCount'),
    itemCountOne: stepCopy(summary, 'itemCountOne'),
    none: stepCopy(summary, 'none'),
  };

  const blocks = session
    .summaryBlocks(summary.summaryBlocks)
    .map((block) => ({ block, content: summaryBlockContent(block, booking, fields) }))
    .filter(({ content }) => (content.display === 'counts' ? content.total > 0 : content.lines.length > 0));

  return (
    <section aria-labelledby="summary-panel-title" className="space-y-3" data-testid="summary-panel">
      <h2 id="summary-panel-title" className="text-lg font-bold text-slate-900">
        {copy.summaryTitle}
      </h2>
      {blocks.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.summaryEmpty}</p>
      ) : (
        blocks.map(({ block, content }) => (
          <div key={block.id} className="border-t border-slate-100 pt-2 text-sm first-of-type:border-0 first-of-type:pt-0">
            <h3 className="font-semibold text-slate-900">{block.label}</h3>
            <SummaryBlockBody content={content} copy={countCopy} />
          </div>
        ))
      )}
    </section>
  );
}

import { RouterLink } from '../navigation/router-link';
import type { SummaryBlock } from '../../core/flow/step-definition';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { indexFields } from '../../core/index-fields';
import { summaryBlockContent } from '../../core/summary-block-content';
import { stepOffersAChoice } from '../../core/flow/step-offers-a-choice';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { SummaryBlockBody } from './summary-block-body';

const fields = indexFields(funnelDefinition.steps);

/** The count texts of the summary step (itemCount, itemCountOne, none). */
export interface SummaryCountCopy {
  itemCount: string;
  itemCountOne: string;
  none: string;
}

/**
 * The booking's summary blocks, each with a link to the step that changes it (`edit`: its label and the query that
 * brings the customer back, `checkout=true` to the summary, `manage=true` to the manage page), or none (`edit` null).
 */
export function SummaryBlocks({
  blocks,
  countCopy,
  edit,
}: {
  blocks: readonly SummaryBlock[];
  countCopy: SummaryCountCopy;
  edit: { label: string; query: Record<string, string>; pathOf: (stepId: string, query?: Record<string, string>) => string } | null;
}) {
  const session = useFunnelSession();
  // What the customer can see: an answer a rule hides is no part of the summary.
  const booking = session.answers();
  return (
    <div className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
      {blocks.map((block) => (
        <section key={block.id} aria-labelledby={`summary-${block.id}`} className="px-3 py-4 sm:p-5" data-block={block.id}>
          {/* Edit sits beside the title, so the answers below get the block's whole width (at 200% text too). */}
          <div className="mb-1 flex flex-wrap items-center justify-between gap-x-4">
            <h2 id={`summary-${block.id}`} className="min-w-0 font-semibold break-words text-slate-900">
              {block.label}
            </h2>
            {/* No Edit where the step offers nothing to change (a partner without labor-only moves: one service). */}
            {edit && stepOffersAChoice(session.resolved(block.editStep)) && (
              <RouterLink
                to={edit.pathOf(block.editStep, edit.query)}
                className="-my-2 -mr-3 ml-auto inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-semibold text-brand underline-offset-2 hover:underline"
              >
                {edit.label}
                <span className="sr-only"> {block.label}</span>
              </RouterLink>
            )}
          </div>
          <SummaryBlockBody content={summaryBlockContent(block, booking, fields)} copy={countCopy} />
        </section>
      ))}
    </div>
  );
}

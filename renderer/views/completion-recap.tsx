import { formatMoney } from '../../core/format-money';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { useFrameCopy } from '../frame/frame-copy';
import { hasEstimate } from '../frame/pricing-details';
import { formatFieldValue } from '../../core/format-field-value';
import { indexFields } from '../../core/index-fields';
import { useFunnelSession } from '../navigation/use-funnel-session';

const fields = indexFields(funnelDefinition.steps);
/** The summary blocks recapped, and from each the fields shown: the date and where from and to. */
const RECAP: Record<string, number> = { moveDate: 2, origin: 1, destination: 1 };

/**
 * What was booked, on the completion page: the move date and time, the addresses (the destination
 * only where the summary shows it) and the estimate. Labels come from the summary step's blocks.
 */
export function CompletionRecap() {
  const copy = useFrameCopy();
  const session = useFunnelSession();
  // What the customer can see: an answer a rule hides is no part of the summary.
  const booking = session.answers();
  const rows = session
    .summaryBlocks()
    .filter((block) => block.id in RECAP)
    .map((block) => ({
      id: block.id,
      label: block.label,
      value: block.fields
        .slice(0, RECAP[block.id])
        .filter((field) => booking[field] !== undefined && booking[field] !== null && booking[field] !== '')
        .map((field) => formatFieldValue(fields[field]!, booking[field]))
        .join(' · '),
    }))
    .filter((row) => row.value !== '');
  const estimate = typeof booking.estimate === 'number' ? booking.estimate : null;
  if (rows.length === 0 && !hasEstimate(estimate)) return null;
  return (
    <section
      aria-labelledby="completion-recap"
      className="w-full max-w-md rounded-xl bg-white p-4 text-left ring-1 ring-slate-200 sm:p-5"
      data-testid="completion-recap"
    >
      <h2 id="completion-recap" className="mb-2 font-semibold text-slate-900">
        {copy.summaryTitle}
      </h2>
      <dl className="space-y-2">
        {rows.map((row) => (
          <div key={row.id}>
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
        {hasEstimate(estimate) && (
          <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-2">
            <dt className="font-semibold text-slate-900">{copy.yourEstimate}</dt>
            <dd className="ml-auto font-extrabold text-slate-900 tabular-nums">{formatMoney(estimate)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

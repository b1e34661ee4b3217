/**
 * The per-step lines of a funnel as the report's table and page show them: counts below the small-cell minimum as
 * "<5", drop-off as a percent of the times reached, times from the histograms. Steps never reached are left out.
 */
import type { FunnelFigures } from '../../../core/insights/funnel-arithmetic';
import { shownCount, shownShare } from '../../../core/insights/small-cell';
import { formatSeconds } from './format-seconds';

export const STEP_COLUMNS = ['step', 'reached', 'continued', 'converted', 'exited', 'drop-off', 'median time', 'p90 time'] as const;

export function stepRows(funnel: FunnelFigures): string[][] {
  return funnel.steps
    .filter((step) => step.reached > 0)
    .map((step) => [
      step.step,
      shownCount(step.reached),
      shownCount(step.continued),
      shownCount(step.converted),
      shownCount(step.exited),
      shownShare(step.exited, step.reached),
      formatSeconds(step.medianSeconds),
      formatSeconds(step.p90Seconds),
    ]);
}

/**
 * The funnel's totals line: starts (or, in a cut a visit can enter on the way, entries), conversions and the rate, with
 * the identity's other side: exits, and the visits that went on in another value of the cut.
 */
export function totalsLine(funnel: FunnelFigures): string {
  const byType = Object.entries(funnel.conversionsByType)
    .map(([type, count]) => `${type} ${shownCount(count)}`)
    .join(', ');
  const entries = funnel.entered === funnel.starts ? `starts ${shownCount(funnel.starts)}` : `entries ${shownCount(funnel.entered)}`;
  const movedOut = funnel.movedOut > 0 ? ` + went on in another cut ${shownCount(funnel.movedOut)}` : '';
  return (
    `${entries} = exits ${shownCount(funnel.exits)} + conversions ${shownCount(funnel.conversions)}` +
    (byType ? ` (${byType})` : '') +
    movedOut +
    `; conversion ${shownShare(funnel.conversions, funnel.entered)}`
  );
}

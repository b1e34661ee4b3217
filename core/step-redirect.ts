import type { BookingPath } from './booking-path';
import type { Funnel } from './funnel';

/**
 * Where a request for `requested` must go instead, or null to show it (docs/FUNNEL.md, "Flow and
 * navigation"): a step beyond the booking's first unfinished one redirects there. Steps on the
 * path, steps before the first unfinished one in route order, and, once everything before the
 * conversion step is done, the pages after it (processing, complete: a card provider returns
 * there before the server has recorded the conversion) are shown.
 */
export function stepRedirect(funnel: Funnel, path: BookingPath, requested: string): string | null {
  const unfinished = path.firstUnfinished;
  if (unfinished === null || path.steps.includes(requested)) return null;
  const order = funnel.flow.steps;
  const at = order.indexOf(requested);
  if (at <= order.indexOf(unfinished.stepId)) return null;
  const convertsHere = funnel.steps[unfinished.stepId]?.onSubmit?.includes('convert') === true;
  return convertsHere ? null : unfinished.stepId;
}

import type { BookingPath } from './booking-path';
import type { Funnel } from './funnel';

/** What a request brings besides the step it asks for. */
export interface StepRequest {
  /** The conversion the server has recorded for the booking (its `conversionType`), or null. */
  recorded: unknown;
  /** The request's query parameters. */
  query: Record<string, string>;
}

/**
 * Where a request for `requested` must go instead, or null to show it (docs/FUNNEL.md, "Flow and
 * navigation"). The booking stops at its first unfinished step, or, when its path takes an edge that
 * records a conversion the server has not recorded (an unserviceable move), at the step that edge
 * leaves: a step beyond that stop redirects there. Steps on the path up to the stop, and steps before
 * it in route order, are shown. So are the steps after an unfinished converting step (checkout) that
 * the card provider returns to, when the request carries their `returnQuery`: the page asks the
 * server to check the card. Nothing else shows a completion the server has not recorded. A linked step
 * (flow.linkedSteps, the manage page) counts as after every step of the route.
 */
export function stepRedirect(funnel: Funnel, path: BookingPath, requested: string, request: StepRequest): string | null {
  const unrecorded = path.conversion !== null && path.conversion.convert !== request.recorded ? path.conversion.from : null;
  const stop = path.firstUnfinished?.stepId ?? unrecorded;
  if (stop === null) return null;
  // A linked step (the manage page) stands after the whole route: shown only once nothing stops the booking.
  const order = [...funnel.flow.steps, ...(funnel.flow.linkedSteps ?? [])];
  const onPath = path.steps.indexOf(requested);
  if (onPath >= 0 ? onPath <= path.steps.indexOf(stop) : order.indexOf(requested) <= order.indexOf(stop)) return null;
  const returnQuery = funnel.steps[requested]?.returnQuery;
  const convertsAtStop = funnel.steps[stop]?.onSubmit?.includes('convert') === true;
  const returning = returnQuery?.some((name) => request.query[name] !== undefined) === true;
  if (path.firstUnfinished !== null && convertsAtStop && returning) return null;
  return stop;
}

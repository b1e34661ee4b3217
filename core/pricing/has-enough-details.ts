import type { Funnel } from '../flow/funnel';
import { isMissing } from '../flow/is-missing';
import { nextStep } from '../flow/next-step';
import type { ResolvedStep } from '../flow/resolve-step';
import type { ConditionContext } from '../flow/step-definition';

/**
 * Whether a booking can be priced (docs/FUNNEL.md, "Pricing and serviceability"): the server knows
 * the route's distance, the move is one the partner serves (an unserviceable move shows no estimate), and every required visible field of the steps the booking's path walks before
 * `flow.constants.estimateFrom` is answered. So a step made optional by a rule never holds the
 * estimate back, and a new required step before the estimate holds it until answered. Until then the
 * funnel shows 'Keep going!' instead of a guess.
 */
export function hasEnoughDetails(funnel: Funnel, context: ConditionContext, resolved: (stepId: string) => ResolvedStep): boolean {
  const { distance } = context.booking;
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) return false;
  // A move the partner cannot serve online has no price to quote: the pages say why instead.
  if (context.serviceability?.serviceable === false) return false;
  const until = funnel.flow.constants.estimateFrom;
  if (until === undefined) return true;
  // The path as walked without an Edit link's detour, as core/flow/groups-on-path.ts walks it.
  const walk = { ...context, query: {} };
  const order = funnel.flow.steps;
  const seen = new Set<string>();
  for (let id: string | null = order[0] ?? null; id !== null && !seen.has(id); id = nextStep(funnel, id, walk)) {
    // Reaching the estimate's step, or an edge past it, is enough.
    if (order.indexOf(id) >= order.indexOf(until)) return true;
    seen.add(id);
    if (resolved(id).schema.required.some((field) => isMissing(context.booking[field]))) return false;
  }
  return false;
}

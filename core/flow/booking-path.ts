import { funnelStep, type Funnel } from './funnel';
import { nextEdge } from './next-edge';
import { placedAddresses } from './placed-addresses';
import { serviceabilityContext } from './serviceability-context';
import type { ConditionContext, EdgeConversion, StepDefinition } from './step-definition';
import { validateStep, type FieldErrors } from './validate-step';

/** The first step of a booking's path whose visible fields are missing or invalid. */
export interface UnfinishedStep {
  stepId: string;
  /** The step's path under /partners/{slug}, e.g. `/book/move-date`. */
  path: string;
  /** Every message of the step, in field order, in the customer's words. */
  messages: string[];
  fieldErrors: FieldErrors;
}

/** The steps a booking walks from the landing page, and where the walk stops. */
export interface BookingPath {
  /** Step ids in walking order, from the first step to the first unfinished one or the end. */
  steps: string[];
  firstUnfinished: UnfinishedStep | null;
  /** The last step walked and the query its edge gave it, e.g. complete with `{ status: 'unserviceable', reason }`. */
  end: { stepId: string; query: Record<string, string> };
  /** The first edge walked that records a conversion (pay later, unserviceable), and the step it leaves. */
  conversion: { from: string; to: string; convert: EdgeConversion; query: Record<string, string> } | null;
}

/** The booking's values of a step's fields. */
function stepValues(step: StepDefinition, booking: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(step.fields).map((field) => [field, booking[field]]));
}

/**
 * The path of a booking (docs/FUNNEL.md, "Flow and navigation"): from the flow's first step, each
 * step's visible fields are validated over the booking's values (no form defaults: only what was
 * given counts) and the forward edge is taken with the query the last edge gave, never the
 * current URL's (an Edit link's return is no part of the path). The walk stops at the first unfinished step, or where the edges end.
 * `serviceability` is derived from the booking's distance and `placed` from its address lines unless the context gives them. The same
 * function decides in the browser (redirects) and on the server (conversions).
 */
export function bookingPath(funnel: Funnel, context: ConditionContext, now: Date): BookingPath {
  const walking: ConditionContext = {
    ...context,
    query: {},
    serviceability: context.serviceability !== undefined ? context.serviceability : serviceabilityContext(context.booking, context.partner),
    placed: context.placed ?? placedAddresses(context.booking),
  };
  const steps: string[] = [];
  let stepId: string | undefined = funnel.flow.steps[0];
  let query: Record<string, string> = {};
  let conversion: BookingPath['conversion'] = null;
  while (stepId !== undefined) {
    if (steps.includes(stepId)) throw new Error(`The flow walks in a loop: "${stepId}" comes twice (${steps.join(' -> ')})`);
    steps.push(stepId);
    const step = funnelStep(funnel, stepId);
    // Each step sees the query its edge gave it (processing passes complete its status).
    const here = { ...walking, query };
    const fieldErrors = validateStep(step, stepValues(step, walking.booking), here, now);
    if (Object.keys(fieldErrors).length > 0) {
      const messages = Object.values(fieldErrors).flat();
      return { steps, firstUnfinished: { stepId, path: step.path, messages, fieldErrors }, end: { stepId, query }, conversion };
    }
    const edge = nextEdge(funnel, stepId, here);
    if (edge === null) break;
    if (edge.convert && conversion === null) conversion = { from: stepId, to: edge.to, convert: edge.convert, query: edge.query };
    stepId = edge.to;
    query = edge.query;
  }
  return { steps, firstUnfinished: null, end: { stepId: steps[steps.length - 1]!, query }, conversion };
}

import { bookingPath, type BookingPath } from './booking-path';
import { dateRulesToday } from './date-rules-today';
import { evaluateCondition } from './evaluate-condition';
import { funnelStep, type Funnel } from './funnel';
import { groupsOnPath } from './groups-on-path';
import { isMissing } from './is-missing';
import { hasEnoughDetails } from '../pricing/has-enough-details';
import { nextEdge, type EdgeTarget } from './next-edge';
import { placedAddresses } from './placed-addresses';
import { previousStep } from './previous-step';
import { resolveStep, type ResolvedStep } from './resolve-step';
import { serviceabilityContext } from './serviceability-context';
import type { ConditionContext, ProgressGroup, ServiceabilityContext, SummaryBlock } from './step-definition';
import { stepRedirect } from './step-redirect';
import { closedBookingRedirect, closedReason } from './closed-booking';
import { shownStep } from './step-shown';
import { summaryStep } from './summary-step';
import { validateStep, type FieldErrors } from './validate-step';
import { visibleAnswers } from './visible-answers';

/** What a session is built from: the booking, the partner, the depot, the URL's query and the partner's today. */
export interface FunnelSessionInput {
  booking: Record<string, unknown>;
  partner: Record<string, unknown>;
  query?: Record<string, string>;
  location?: Record<string, unknown> | null;
  today: Date;
  /** The server's verdict when it has one; otherwise judged from the booking's distance and states. */
  serviceability?: ServiceabilityContext | null;
}

/**
 * Every question the flow answers for one booking, partner, query and date (docs/FUNNEL.md, "Flow and
 * navigation"). Each answer is computed once, on first asking; a changed booking is a new session.
 */
export interface FunnelSession {
  readonly funnel: Funnel;
  /** The one condition context: booking, partner, location, query and always serviceability and placed addresses. */
  readonly context: ConditionContext;
  /** The step's schema and uiSchema for this booking (visible fields, hidden options). */
  resolved(stepId: string): ResolvedStep;
  visibleFields(stepId: string): string[];
  /** The step's form values: the booking's, each visible field's `default` where none is given yet. */
  formData(stepId: string): Record<string, unknown>;
  /** The step's messages for its form values, the checks across fields included. */
  errors(stepId: string): FieldErrors;
  /** The edge Next takes from the step, or null after the last step. */
  next(stepId: string): EdgeTarget | null;
  /** Where Back goes, or null from the first step. */
  back(stepId: string): string | null;
  /** The booking's path from the first step and where it stops. */
  path(): BookingPath;
  /** The step a request for `stepId` must go to instead (a step not shown to this booking leads on), or null to show it. */
  redirect(stepId: string, recorded: unknown): string | null;
  /** The progress groups the booking's path visits. */
  groups(): ProgressGroup[];
  /** Whether the booking has the details to be priced (the steps before the estimate answered, the distance known). */
  priceable(): boolean;
  /** The booking without the answers a rule hides: what is summarised, priced, converted and sent on. */
  answers(): Record<string, unknown>;
  /** The summary step's blocks whose `when` holds (`blocks`: the same blocks as a partner words them). */
  summaryBlocks(blocks?: readonly SummaryBlock[]): SummaryBlock[];
}

/** Remembers each answer by key; the session is short-lived, so the caches are too. */
function cached<T>(compute: (key: string) => T): (key: string) => T {
  const found = new Map<string, T>();
  return (key) => {
    if (!found.has(key)) found.set(key, compute(key));
    return found.get(key)!;
  };
}

function once<T>(compute: () => T): () => T {
  const single = cached(compute);
  return () => single('');
}

/** A session over `funnel` (core/flow/funnel-definition.ts in the app, any createFunnel in tests). */
export function createFunnelSession(funnel: Funnel, input: FunnelSessionInput): FunnelSession {
  const { booking, partner, query = {}, location = null, today } = input;
  const serviceability = input.serviceability !== undefined ? input.serviceability : serviceabilityContext(booking, partner);
  const context: ConditionContext = { booking, partner, query, location, serviceability, placed: placedAddresses(booking) };

  const resolved = cached((stepId) => resolveStep(funnelStep(funnel, stepId), context));
  const formData = cached((stepId) => {
    const step = funnelStep(funnel, stepId);
    const { properties } = resolved(stepId).schema;
    const data: Record<string, unknown> = {};
    for (const field of Object.keys(step.fields)) {
      const value = booking[field];
      const fallback = properties[field]?.default;
      if (!isMissing(value)) data[field] = value;
      else if (fallback !== undefined) data[field] = fallback;
      else if (value !== undefined && value !== null) data[field] = value;
    }
    return data;
  });
  // Rules relative to today are judged as of the day the move date was chosen, while it is unchanged.
  const judgedOn = dateRulesToday(booking, today);
  const errors = cached((stepId) => validateStep(funnelStep(funnel, stepId), formData(stepId), context, judgedOn));
  const path = once(() => bookingPath(funnel, context, judgedOn));

  return {
    funnel,
    context,
    resolved,
    visibleFields: (stepId) => resolved(stepId).visibleFields,
    formData,
    errors,
    next: cached((stepId) => nextEdge(funnel, stepId, context)),
    back: cached((stepId) => previousStep(funnel, stepId, context)),
    path,
    redirect: (stepId, recorded) => {
      // A cancelled booking, or a reservation past its cut-off, takes no more changes: its steps send it to the manage page.
      const closed = closedBookingRedirect(funnel, stepId, closedReason(funnel, booking, partner, recorded, today));
      if (closed !== null) return closed;
      // A step this booking does not show (its `showWhen`) is never opened, by URL either: its address leads on.
      const shown = shownStep(funnel, stepId, context, 1);
      if (shown === stepId || shown === null) return stepRedirect(funnel, path(), stepId, { recorded, query });
      return stepRedirect(funnel, path(), shown, { recorded, query }) ?? shown;
    },
    groups: once(() => groupsOnPath(funnel, context)),
    answers: once(() => visibleAnswers(funnel, context).answers),
    priceable: once(() => hasEnoughDetails(funnel, context, resolved)),
    summaryBlocks: (blocks = summaryStep(funnel).summaryBlocks ?? []) =>
      blocks.filter((block) => !block.when || evaluateCondition(block.when, context)),
  };
}

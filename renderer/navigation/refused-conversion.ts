import { fieldOf } from '../../core/is-record';
import { ApiError } from '../api/api-error';
import { funnelDefinition } from '../../core/flow/funnel-definition';

/** What the server said when it refused a conversion: the step to finish and why. */
export interface RefusedConversion {
  stepId: string;
  messages: string[];
  /** `checkout=true` for a full time slot: after choosing another day, Next returns to the summary. */
  query?: Record<string, string>;
}

/** Router state the step to finish is shown with (renderer/layout/refusal-notice.tsx reads it). */
export interface RefusalState {
  refusal: string[];
}

/**
 * A 422 from a conversion whose body names a step of the funnel (`{ messages, step, path }`,
 * docs/FUNNEL.md, "What the server checks"), or a 409 naming one (the time slot is full: pay now
 * secures a crew, docs/FUNNEL.md "Holding the time slot"), else null: other failures stay failures.
 */
export function refusedConversion(error: unknown): RefusedConversion | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409)) return null;
  const stepId = fieldOf(error.body, 'step');
  if (typeof stepId !== 'string' || !funnelDefinition.steps[stepId]) return null;
  return error.status === 409 ? { stepId, messages: error.messages, query: { checkout: 'true' } } : { stepId, messages: error.messages };
}

import { fieldOf } from '../../core/is-record';
import { ApiError } from '../api/api-error';
import { funnelDefinition } from '../../core/funnel-definition';

/** What the server said when it refused a conversion: the step to finish and why. */
export interface RefusedConversion {
  stepId: string;
  messages: string[];
}

/** Router state the step to finish is shown with (renderer/layout/refusal-notice.tsx reads it). */
export interface RefusalState {
  refusal: string[];
}

/**
 * A 422 from a conversion whose body names a step of the funnel (`{ messages, step, path }`,
 * docs/FUNNEL.md, "What the server checks"), else null: other failures stay failures.
 */
export function refusedConversion(error: unknown): RefusedConversion | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const stepId = fieldOf(error.body, 'step');
  if (typeof stepId !== 'string' || !funnelDefinition.steps[stepId]) return null;
  return { stepId, messages: error.messages };
}

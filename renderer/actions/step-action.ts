import type { StepDefinition } from '../../core/flow/step-definition';
import type { Navigate, PathOf } from '../navigation/follow-edge';
import type { FunnelStore } from '../store/funnel-state';

/** What a submit action may use: the app's store (read at the moment it runs), the step, the router. */
export interface ActionContext {
  step: StepDefinition;
  /** The step's submitted (valid) form data. */
  formData: Record<string, unknown>;
  store: FunnelStore;
  /** Client-side navigation to a path under /partners/{slug}. */
  navigate: Navigate;
  pathOf: PathOf;
}

/** 'stop' when the action navigated and the pipeline (and the default next step) must not run. */
export type StepAction = (context: ActionContext) => Promise<'stop' | void>;

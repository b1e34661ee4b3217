import type { ConditionContext, StepDefinition } from './step-definition';

/** The context with `step` set to the given step, so global edges can test `step.group`. */
export function stepContext(step: StepDefinition, context: ConditionContext): ConditionContext {
  return { ...context, step: step.group === undefined ? { id: step.id } : { id: step.id, group: step.group } };
}

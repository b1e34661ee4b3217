import type { Funnel } from './funnel';
import type { StepDefinition } from './step-definition';

/** The first step, in route order, whose copy has this key (texts shared by several steps, such as the time-slot notice's). */
export function stepWithCopy(funnel: Funnel, key: string): StepDefinition {
  const found = funnel.flow.steps.map((id) => funnel.steps[id]!).find((step) => step.copy?.[key] !== undefined);
  if (!found) throw new Error(`No step's copy has the key "${key}"`);
  return found;
}

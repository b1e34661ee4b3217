import type { Funnel } from './funnel';
import type { StepDefinition } from './step-definition';

/** The step with the summary's blocks (the side column shows them too); exactly one. */
export function summaryStep(funnel: Funnel): StepDefinition {
  const found = funnel.flow.steps.map((id) => funnel.steps[id]!).filter((step) => step.summaryBlocks !== undefined);
  if (found.length !== 1) throw new Error(`Exactly one step must have summaryBlocks, found ${found.length}`);
  return found[0]!;
}

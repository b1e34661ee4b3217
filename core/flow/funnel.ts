import type { FlowDefinition, StepDefinition } from './step-definition';

/** The flow and its steps, indexed by step id. */
export interface Funnel {
  flow: FlowDefinition;
  steps: Record<string, StepDefinition>;
}

/** Indexes step files by id; a step missing from the flow or a duplicate id throws. */
export function createFunnel(flow: FlowDefinition, stepFiles: readonly StepDefinition[]): Funnel {
  const steps: Record<string, StepDefinition> = {};
  for (const step of stepFiles) {
    if (steps[step.id]) throw new Error(`Two step files have the id "${step.id}"`);
    steps[step.id] = step;
  }
  const linked = flow.linkedSteps ?? [];
  for (const id of [...flow.steps, ...linked]) if (!steps[id]) throw new Error(`flow.json lists "${id}" but no step file has that id`);
  for (const id of Object.keys(steps))
    if (!flow.steps.includes(id) && !linked.includes(id)) throw new Error(`Step "${id}" is not in flow.json's steps or linkedSteps`);
  return { flow, steps };
}

/** The step with this id, or an error naming it. */
export function funnelStep(funnel: Funnel, id: string): StepDefinition {
  const step = funnel.steps[id];
  if (!step) throw new Error(`Unknown step "${id}"`);
  return step;
}

import type { StepDefinition } from './flow/step-definition';

/**
 * The step's own name, shown above a heading that other steps share ('Living Areas' over 'Which rooms can
 * we move for you?'), so Next visibly moves on; null when the heading is the step's alone or it has no title.
 */
export function stepEyebrow(steps: Iterable<StepDefinition>, step: StepDefinition): string | null {
  if (!step.title || !step.heading) return null;
  for (const other of steps) if (other.id !== step.id && other.heading === step.heading) return step.title;
  return null;
}

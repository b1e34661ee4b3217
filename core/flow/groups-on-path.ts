import type { Funnel } from './funnel';
import { nextStep } from './next-step';
import type { ConditionContext, ProgressGroup } from './step-definition';

/**
 * The progress groups the booking's own path visits, walking `next` from the first step as the
 * flow would now. A labor-only booking never visits the destination steps, so its stepper shows no
 * Destination group rather than a Destination it never completed.
 */
export function groupsOnPath(funnel: Funnel, context: ConditionContext): ProgressGroup[] {
  const visited = new Set<string>();
  const groups = new Set<string>();
  // The path as walked without an Edit link's detour (query `checkout=true` returns to the summary).
  const walk = { ...context, query: {} };
  for (let id: string | null = funnel.flow.steps[0] ?? null; id !== null && !visited.has(id); id = nextStep(funnel, id, walk)) {
    visited.add(id);
    const group = funnel.steps[id]?.group;
    if (group) groups.add(group);
  }
  return funnel.flow.groups.filter((group) => groups.has(group.id));
}

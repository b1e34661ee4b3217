import { evaluateCondition } from './evaluate-condition';
import type { Funnel } from './funnel';
import type { ConditionContext } from './step-definition';
import { stepContext } from './step-context';
import { stepShown } from './step-shown';

/** The fields a `hide` rule, or the `showWhen` of their step, hides on every step that asks them, for the context's booking. */
function hiddenFor(funnel: Funnel, context: ConditionContext): Set<string> {
  const asked = new Map<string, number>();
  const hiddenOn = new Map<string, number>();
  for (const step of Object.values(funnel.steps)) {
    for (const field of Object.keys(step.fields)) asked.set(field, (asked.get(field) ?? 0) + 1);
    const here = stepContext(step, context);
    // A step the booking does not show hides every field it asks.
    const hiddenHere = stepShown(funnel, step.id, context)
      ? new Set((step.rules ?? []).filter((rule) => rule.effect === 'hide' && evaluateCondition(rule.when, here)).map((rule) => rule.field))
      : new Set(Object.keys(step.fields));
    for (const field of hiddenHere) hiddenOn.set(field, (hiddenOn.get(field) ?? 0) + 1);
  }
  return new Set([...hiddenOn].filter(([field, count]) => count === asked.get(field)).map(([field]) => field));
}

const without = (booking: Record<string, unknown>, hidden: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(booking).filter(([field]) => !hidden.has(field)));

/**
 * The booking without the answers a rule or a hidden step hides (docs/FUNNEL.md, "Hidden means absent"): what is
 * summarised, priced, converted and sent on. A hidden answer counts for nothing, not even for other
 * rules, so the rules are judged again without it until nothing more hides.
 */
export function visibleAnswers(funnel: Funnel, context: ConditionContext): { answers: Record<string, unknown>; hidden: Set<string> } {
  let hidden = new Set<string>();
  for (let round = 0; round <= Object.keys(context.booking).length; round++) {
    const next = hiddenFor(funnel, { ...context, booking: without(context.booking, hidden) });
    const same = next.size === hidden.size && [...next].every((field) => hidden.has(field));
    hidden = next;
    if (same) break;
  }
  return { answers: hidden.size === 0 ? context.booking : without(context.booking, hidden), hidden };
}

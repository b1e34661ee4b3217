import { evaluateCondition } from './evaluate-condition';
import type { Funnel } from './funnel';
import type { ConditionContext, Rule, StepDefinition } from './step-definition';
import { stepContext } from './step-context';

/** A step as `hiddenFor` reads it: its fields, its `showWhen` and its hide rules. */
interface HidingStep {
  step: StepDefinition;
  fields: string[];
  hideRules: Extract<Rule, { effect: 'hide' }>[];
}

/** What `hiddenFor` needs of a funnel, worked out once per funnel (docs/PERFORMANCE.md, "CPU per save"). */
interface HidingShape {
  steps: HidingStep[];
  /** How many steps ask each field. */
  asked: Map<string, number>;
}

const shapes = new WeakMap<Funnel, HidingShape>();

function hidingShape(funnel: Funnel): HidingShape {
  const known = shapes.get(funnel);
  if (known) return known;
  const asked = new Map<string, number>();
  const steps = Object.values(funnel.steps).map((step) => {
    const fields = Object.keys(step.fields);
    for (const field of fields) asked.set(field, (asked.get(field) ?? 0) + 1);
    const hideRules = (step.rules ?? []).filter((rule): rule is Extract<Rule, { effect: 'hide' }> => rule.effect === 'hide');
    return { step, fields, hideRules };
  });
  const shape = { steps, asked };
  shapes.set(funnel, shape);
  return shape;
}

/** The fields a `hide` rule, or the `showWhen` of their step, hides on every step that asks them, for the context's booking. */
function hiddenFor(funnel: Funnel, context: ConditionContext): Set<string> {
  const { steps, asked } = hidingShape(funnel);
  const hiddenOn = new Map<string, number>();
  const count = (field: string) => hiddenOn.set(field, (hiddenOn.get(field) ?? 0) + 1);
  for (const { step, fields, hideRules } of steps) {
    if (step.showWhen === undefined && hideRules.length === 0) continue;
    const here = stepContext(step, context);
    // A step the booking does not show hides every field it asks.
    if (step.showWhen !== undefined && !evaluateCondition(step.showWhen, here)) fields.forEach(count);
    else new Set(hideRules.filter((rule) => evaluateCondition(rule.when, here)).map((rule) => rule.field)).forEach(count);
  }
  const hidden = new Set<string>();
  for (const [field, times] of hiddenOn) if (times === asked.get(field)) hidden.add(field);
  return hidden;
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

/**
 * "A complete booking", built from the step files rather than copied by hand: the booking a test gives
 * (contact, addresses, the figures the server derives) with every other required visible field the
 * booking's path still asks for answered, as the step files define it, until the path stops at the step
 * that converts (checkout). A new step with a plain field is answered here too, so it breaks no test.
 */
import { createFunnelSession } from '../core/flow/funnel-session';
import type { Funnel } from '../core/flow/funnel';
import { isMissing } from '../core/flow/is-missing';
import { placedAddresses } from '../core/flow/placed-addresses';
import { resolveStep } from '../core/flow/resolve-step';
import type { ConditionContext, StepDefinition } from '../core/flow/step-definition';
import type { JsonSchema } from '../core/json-schema';
import { earliestMoveDate } from '../core/move-date-window';
import { timeZoneOf } from '../core/capacity/time-zone-of';

/** A valid value for one field of a step, from its resolved schema and widget. */
function answer(schema: JsonSchema, widget: string, today: Date, timeZone: string): unknown {
  const choices = Array.isArray(schema.enum) ? schema.enum.filter((v) => v !== null) : [];
  if (choices.length > 0) return choices[0];
  const types = [schema.type].flat();
  // No is the answer that asks nothing more (a follow-up a Yes would show stays hidden).
  if (types.includes('boolean')) return false;
  if (types.includes('integer') || types.includes('number')) {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    return Math.max(min, 1);
  }
  if (types.includes('array')) {
    const items = schema.items as JsonSchema | undefined;
    return Array.isArray(items?.enum) ? [items.enum[0]] : [];
  }
  if (widget === 'calendar') return earliestMoveDate(today, timeZone);
  if (schema.format === 'email') return 'ada@example.com';
  return 'Ada';
}

/**
 * `given` with every other required answer `step` shows still made up from its step file, as completeBooking makes
 * them: a test states the answers it is about, and a required field the step gains later is answered too. A given
 * answer is never replaced (nor a given null), so its own errors still show.
 */
export function withStepAnswers(
  step: StepDefinition,
  given: Record<string, unknown>,
  context: ConditionContext,
  today: Date,
): Record<string, unknown> {
  let answers = { ...given };
  // One more round than fields: an answer may show a field a rule hid.
  for (let round = 0; round <= Object.keys(step.fields).length; round++) {
    const booking = { ...context.booking, ...answers };
    const { schema, visibleFields } = resolveStep(step, { ...context, booking, placed: context.placed ?? placedAddresses(booking) });
    const required = new Set(schema.required);
    const missing = visibleFields.filter((field) => required.has(field) && !(field in given) && isMissing(answers[field]));
    if (missing.length === 0) break;
    const made = missing.map((field) => [
      field,
      answer(schema.properties[field] ?? {}, step.fields[field]!.widget, today, timeZoneOf(context.partner)),
    ]);
    answers = { ...answers, ...Object.fromEntries(made) };
  }
  return answers;
}

/** What a step shows when nothing is entered: each required field's own `required` message, in the step file's field order. */
export function requiredMessages(step: StepDefinition): string[] {
  const required = new Set(step.required ?? []);
  return Object.keys(step.fields).flatMap((field) => {
    const message = step.messages?.[field]?.required;
    return required.has(field) && message !== undefined ? [message] : [];
  });
}

/**
 * `base` with the answers its path is missing, until the path stops at the converting step, or at `until` (a
 * booking answered up to that step, which stays unfinished). Throws, naming the step and its messages, when an
 * answer cannot be made up (an address): give it in `base`.
 */
export function completeBooking(
  funnel: Funnel,
  base: Record<string, unknown>,
  { partner, today, until }: { partner: Record<string, unknown>; today: Date; until?: string },
): Record<string, unknown> {
  let booking = { ...base };
  for (let round = 0; round < funnel.flow.steps.length; round++) {
    const session = createFunnelSession(funnel, { booking, partner, today });
    const unfinished = session.path().firstUnfinished;
    if (unfinished === null || unfinished.stepId === until) return booking;
    const step = funnel.steps[unfinished.stepId]!;
    if (step.onSubmit?.includes('convert')) return booking;
    const { schema } = session.resolved(unfinished.stepId);
    const answers = Object.fromEntries(
      Object.keys(unfinished.fieldErrors).map((field) => [
        field,
        answer(schema.properties[field] ?? {}, step.fields[field]!.widget, today, timeZoneOf(partner)),
      ]),
    );
    const next = { ...booking, ...answers };
    if (JSON.stringify(next) === JSON.stringify(booking)) break;
    booking = next;
  }
  const stuck = createFunnelSession(funnel, { booking, partner, today }).path().firstUnfinished;
  throw new Error(
    `completeBooking cannot answer step "${stuck?.stepId}" (${stuck?.messages.join('; ')}): give those fields in the base booking of the test`,
  );
}

import { formatFieldValue } from '../../../core/format-field-value';
import type { FunnelSession } from '../../../core/flow/funnel-session';
import type { Lead } from './lead';
import { NOT_ANSWERS } from '../../../core/lead-format/not-answers';

type Answers = NonNullable<Lead['answers']>;

/**
 * Every answer on the booking's path (schemas/lead.schema.json, `answers`): each visible field of each step the
 * booking walks that holds a value, with the step's title, the field's label and the value in the funnel's words,
 * all from the step files, so a step added by JSON alone reaches the webhook and both emails.
 */
export function leadAnswers(session: FunnelSession): Answers {
  const answers: Answers = {};
  const booking = session.answers();
  for (const stepId of session.path().steps) {
    const step = session.funnel.steps[stepId];
    if (!step) continue;
    for (const field of session.visibleFields(stepId)) {
      const value = booking[field];
      const def = step.fields[field];
      if (
        !def ||
        NOT_ANSWERS.has(field) ||
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      )
        continue;
      answers[field] ??= {
        step: stepId,
        stepLabel: step.title ?? step.heading ?? stepId,
        label: def.label ?? field,
        value,
        valueLabel: formatFieldValue(def, value),
      };
    }
  }
  return answers;
}

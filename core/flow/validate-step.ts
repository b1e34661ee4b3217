import { timeZoneOf } from '../capacity/time-zone-of';
import { evaluateCondition } from './evaluate-condition';
import { earliestMoveDate, latestMoveDate } from '../move-date-window';
import { failedKeywords } from './failed-keywords';
import { failedStepChecks } from './failed-step-checks';
import { fieldMessage, type MessageValues } from './field-message';
import { formatMoveDate } from '../format-move-date';
import validateBooking from '../generated/booking-validator.js';
import { isMissing } from './is-missing';
import type { JsonSchema } from '../json-schema';
import { placedAddresses } from './placed-addresses';
import { resolveStep } from './resolve-step';
import type { ConditionContext, StepDefinition } from './step-definition';

/** Field -> its message (one at a time, in a list); only fields with errors appear. */
export type FieldErrors = Record<string, string[]>;

// ajv keywords that share a message with a simpler one.
const KEYWORD_ALIASES: Record<string, string> = {
  exclusiveMinimum: 'minimum',
  exclusiveMaximum: 'maximum',
  const: 'enum',
  minItems: 'minLength',
  maxItems: 'maxLength',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// A field shows one message at a time, the most basic failure first: '2.5' square feet is not a
// whole number before it is too small (docs/FUNNEL.md, Validation).
const KEYWORD_ORDER = ['required', 'type', 'format', 'pattern', 'enum', 'const', 'minLength', 'minItems', 'maxLength', 'maxItems'];
const rank = (keyword: string): number => {
  const at = KEYWORD_ORDER.indexOf(keyword);
  return at === -1 ? KEYWORD_ORDER.length : at;
};

function limits(schema: JsonSchema, date: MessageValues['date']): MessageValues {
  const first = (...keys: string[]): number | undefined => keys.map((k) => schema[k]).find((v): v is number => typeof v === 'number');
  return {
    min: first('minimum', 'exclusiveMinimum', 'minLength', 'minItems'),
    max: first('maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'),
    date,
  };
}

/** Keywords the precompiled booking validator refuses, per field, for the given values. */
function bookingErrors(values: Record<string, unknown>): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  if (validateBooking(values)) return byField;
  for (const error of validateBooking.errors ?? []) {
    const field = error.instancePath.split('/')[1];
    // Fields this step does not show are not its business; the step decides `required`.
    if (!field || !(field in values) || error.keyword === 'required') continue;
    (byField[field] ??= []).push(error.keyword);
  }
  return byField;
}

/**
 * The rules of docs/FUNNEL.md, Validation, for one step: required (visible fields only; a value
 * whose `answeredWhen` fails counts as not given), the
 * booking schema's types, formats, patterns and limits (precompiled validator), the step's own
 * narrowing, options hidden by rules, the earliest and latest move dates for calendar fields (counted
 * from the partner's today at `now`, in its time zone), then the step's checks across fields. Messages come from
 * the step, `{min}`/`{max}`/`{date}` filled, else a generic text; each field gets its first failure only.
 */
export function validateStep(step: StepDefinition, formData: Record<string, unknown>, context: ConditionContext, now: Date): FieldErrors {
  // Visibility follows what is on screen now, not the last saved booking.
  const booking = { ...context.booking, ...formData };
  const onScreen: ConditionContext = { ...context, booking, placed: context.placed ?? placedAddresses(booking) };
  const resolved = resolveStep(step, onScreen);
  const required = new Set(resolved.schema.required);
  const timeZone = timeZoneOf(context.partner);
  // The partner's today costs a time-zone formatter (tens of milliseconds on a phone the first time, docs/PERFORMANCE.md):
  // made only for a calendar field's date or a message that names a date.
  let moveDates: { earliest: string; latest: string } | undefined;
  const moveDateWindow = () => (moveDates ??= { earliest: earliestMoveDate(now, timeZone), latest: latestMoveDate(now, timeZone) });
  const bookingValues: Record<string, unknown> = {};
  for (const field of resolved.visibleFields) {
    if (!isMissing(formData[field])) bookingValues[field] = formData[field];
  }
  const fromBooking = bookingErrors(bookingValues);

  const errors: FieldErrors = {};
  for (const field of resolved.visibleFields) {
    const value = formData[field];
    const schema = resolved.schema.properties[field]!;
    const keywords = new Set<string>();
    // A value its field does not count as an answer (a line the server could not place) is none.
    const answered = step.fields[field]!.answeredWhen;
    if (isMissing(value) || (answered && !evaluateCondition(answered, onScreen))) {
      if (required.has(field)) keywords.add('required');
    } else {
      for (const keyword of fromBooking[field] ?? []) keywords.add(keyword);
      // Against what the step adds to the booking property (its limits); the property itself is the validator's.
      for (const keyword of failedKeywords(value, step.fields[field]!.schema ?? {})) keywords.add(keyword);
      const hidden = resolved.hiddenOptions[field] ?? [];
      if ((Array.isArray(value) ? value : [value]).some((v) => hidden.includes(v))) keywords.add('enum');
      // A date that is not a date already has its message; comparing it would add a second one.
      const isDate = typeof value === 'string' && ISO_DATE.test(value) && !keywords.has('format');
      if (step.fields[field]!.widget === 'calendar' && isDate) {
        if (value < moveDateWindow().earliest) keywords.add('formatMinimum');
        if (value > moveDateWindow().latest) keywords.add('formatMaximum');
      }
    }
    if (keywords.size === 0) continue;
    const first = [...keywords].sort((a, b) => rank(a) - rank(b))[0]!;
    // `{date}` is the bound that was crossed: the latest day for a date too far ahead, else the earliest.
    const date = () => formatMoveDate(first === 'formatMaximum' ? moveDateWindow().latest : moveDateWindow().earliest);
    errors[field] = [fieldMessage(step.messages, field, KEYWORD_ALIASES[first] ?? first, limits(schema, date))];
  }
  // A check's message waits until its field's own value is right.
  const checked = failedStepChecks(step, { ...context.booking, ...formData });
  for (const [field, message] of Object.entries(checked)) {
    if (resolved.visibleFields.includes(field)) errors[field] ??= [message];
  }
  return errors;
}

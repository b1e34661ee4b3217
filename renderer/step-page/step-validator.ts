import { toErrorList, type ErrorSchema, type RJSFSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
import validateBooking from '../../core/generated/booking-validator.js';
import { isRecord } from '../../core/is-record';
import type { ConditionContext, StepDefinition } from '../../core/step-definition';
import { validateStep, type FieldErrors } from '../../core/validate-step';

type StepData = Record<string, unknown>;

/** Field messages as RJSF's ErrorSchema (`{ field: { __errors: [...] } }`). */
export function errorSchemaOf(errors: FieldErrors): ErrorSchema<StepData> {
  const schema: ErrorSchema<StepData> = {};
  for (const [field, messages] of Object.entries(errors)) schema[field] = { __errors: [...messages] };
  return schema;
}

/**
 * RJSF's ValidatorType for one step, over core's validateStep (the precompiled booking validator plus
 * the step's messages, rules and earliest date): RJSF validates a submit with it, and the step page
 * validates changes and blurs with the same one. Why not per-step precompiled validators:
 * docs/DECISIONS.md, "RJSF's Form and server rendering". With `checks: false` it leaves out the
 * step's checks across fields: RJSF keeps a refused submit's messages per field until that field
 * changes, so the step page runs those checks itself (use-step-form.ts).
 */
export function stepValidator(
  step: StepDefinition,
  context: ConditionContext,
  today: () => Date = () => new Date(),
  { checks = true }: { checks?: boolean } = {},
): ValidatorType<StepData> {
  return {
    validateFormData(formData): ValidationData<StepData> {
      const errorSchema = errorSchemaOf(validateStep(step, formData ?? {}, context, today(), { checks }));
      return { errors: toErrorList(errorSchema), errorSchema };
    },
    isValid(schema: RJSFSchema): boolean {
      // Only oneOf/anyOf/if/dependencies ask this; a step is a flat object of leaf fields.
      throw new Error(`Step "${step.id}" has a conditional subschema RJSF cannot match: ${JSON.stringify(schema).slice(0, 80)}`);
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: StepData) {
      // RJSF lets the caller name Result; its only caller reads ajv's errors, which these are.
      return validateBooking(formData ?? {}) ? {} : { errors: (validateBooking.errors ?? []) as Result[] };
    },
  };
}

/** ErrorSchema back to field messages (the fields of a flat step). */
export function fieldErrorsOf(errorSchema: ErrorSchema<StepData>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, node] of Object.entries(errorSchema)) {
    const messages: unknown = isRecord(node) ? node.__errors : undefined;
    if (Array.isArray(messages) && messages.length > 0) errors[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return errors;
}

import type { ErrorSchema, RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import validateBooking from '../../core/generated/booking-validator.js';
import type { FieldErrors } from '../../core/flow/validate-step';

type StepData = Record<string, unknown>;

/** Field messages as RJSF's ErrorSchema (`{ field: { __errors: [...] } }`). */
export function errorSchemaOf(errors: FieldErrors): ErrorSchema<StepData> {
  const schema: ErrorSchema<StepData> = {};
  for (const [field, messages] of Object.entries(errors)) schema[field] = { __errors: [...messages] };
  return schema;
}

const NO_ERRORS: ValidationData<StepData> = { errors: [], errorSchema: {} };

/**
 * RJSF's ValidatorType for a step page that validates nothing itself: the messages are the flow
 * session's (core/flow/funnel-session.ts), handed to RJSF as `extraErrors`, and the step page refuses a
 * submit from the same messages (use-step-form.ts). One validator, run once per booking, so no
 * message is worked out twice or needs de-duplicating (docs/DECISIONS.md, "One session for the flow").
 */
export const noValidator: ValidatorType<StepData> = {
  validateFormData: () => NO_ERRORS,
  isValid(schema: RJSFSchema): boolean {
    // Only oneOf/anyOf/if/dependencies ask this; a step is a flat object of leaf fields.
    throw new Error(`A step has a conditional subschema RJSF cannot match: ${JSON.stringify(schema).slice(0, 80)}`);
  },
  rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: StepData) {
    // RJSF lets the caller name Result; its only caller reads ajv's errors, which these are.
    return validateBooking(formData ?? {}) ? {} : { errors: (validateBooking.errors ?? []) as Result[] };
  },
};

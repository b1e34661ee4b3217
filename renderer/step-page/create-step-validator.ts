import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { failedKeywords } from '../../core/failed-keywords';
import type { JsonSchema } from '../../core/json-schema';
import type { ConditionContext, StepDefinition } from '../../core/step-definition';
import { validateStep } from '../../core/validate-step';
import { toErrorList, toErrorSchema } from './field-errors-to-rjsf';

/**
 * RJSF's validator interface over core's validateStep: the browser never compiles a schema
 * (DESIGN.md section 2: no ajv compile, no unsafe-eval), and the messages are SPEC section 5's.
 */
export function createStepValidator(step: StepDefinition, context: () => ConditionContext): ValidatorType<Record<string, unknown>> {
  return {
    validateFormData(formData): ValidationData<Record<string, unknown>> {
      const errors = validateStep(step, formData ?? {}, context(), new Date());
      return { errors: toErrorList(errors), errorSchema: toErrorSchema(errors) };
    },
    // RJSF asks this while choosing anyOf/oneOf branches; step fields are flat, leaf schemas.
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      return failedKeywords(formData, schema as JsonSchema).length === 0;
    },
    rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
      return { errors: failedKeywords(formData, schema as JsonSchema).map((keyword) => ({ keyword }) as Result) };
    },
  };
}

import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { FieldErrors } from '../../core/validate-step';

/** core's field -> messages as RJSF's error schema, for the fields given (the shown ones). */
export function toErrorSchema(errors: FieldErrors, fields?: ReadonlySet<string>): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (!fields || fields.has(field)) schema[field] = { __errors: messages };
  }
  return schema as ErrorSchema;
}

/** core's field -> messages as RJSF's flat error list. */
export function toErrorList(errors: FieldErrors): RJSFValidationError[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => ({ property: `.${field}`, message, stack: `${field}: ${message}` })),
  );
}

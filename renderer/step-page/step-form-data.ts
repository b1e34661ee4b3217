import { bookingSchema } from '../../core/generated/booking-schema';
import type { JsonSchema } from '../../core/json-schema';
import { isMissing } from '../../core/is-missing';
import type { ResolvedStep } from '../../core/resolve-step';
import type { StepDefinition } from '../../core/step-definition';

const properties: Record<string, JsonSchema> = bookingSchema.properties;

/** The step's fields as the form shows them: the booking's values, the step's `default` where none is given yet. */
export function stepFormData(step: StepDefinition, resolved: ResolvedStep, booking: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of Object.keys(step.fields)) {
    const value = booking[field];
    const fallback = resolved.schema.properties[field]?.default;
    if (!isMissing(value)) data[field] = value;
    else if (fallback !== undefined) data[field] = fallback;
    else if (value !== undefined && value !== null) data[field] = value;
  }
  return data;
}

/** Form values as booking values: a cleared field becomes null where the booking allows it (so the server forgets it too). */
export function toBookingPatch(values: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const type = properties[field]?.type;
    const nullable = Array.isArray(type) && type.includes('null');
    patch[field] = value === undefined && nullable ? null : value;
  }
  return patch;
}

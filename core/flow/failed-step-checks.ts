import type { StepDefinition } from './step-definition';

/**
 * The messages of a step's checks that fail, by the field that shows each. `values` is the
 * booking with the step's form data over it, so fields of earlier steps count too.
 */
export function failedStepChecks(step: StepDefinition, values: Record<string, unknown>): Record<string, string> {
  const failed: Record<string, string> = {};
  for (const check of step.checks ?? []) {
    if (check.check !== 'minimumTotal') throw new Error(`Unknown check "${String(check.check)}" in step "${step.id}"`);
    if (!step.fields[check.field]) throw new Error(`A check of step "${step.id}" shows on unknown field "${check.field}"`);
    const total = check.fields.reduce((sum, field) => sum + numberOr0(values[field]), 0);
    if (total < check.minimum) failed[check.field] ??= check.message;
  }
  return failed;
}

const numberOr0 = (value: unknown): number => (typeof value === 'number' ? value : 0);

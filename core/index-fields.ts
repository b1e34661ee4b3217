import type { FieldDefinition, StepDefinition } from './flow/step-definition';

/** Every field's definition, from the step that asks for it, so labels and options come from the step files. */
export function indexFields(steps: Record<string, StepDefinition>): Record<string, FieldDefinition> {
  const index: Record<string, FieldDefinition> = {};
  for (const step of Object.values(steps)) for (const [name, def] of Object.entries(step.fields)) index[name] ??= def;
  return index;
}

import type { StepDefinition } from '../flow/step-definition';

/** A text from a step file's `copy` as written (placeholders left in). A missing key throws. */
export function stepCopyTemplate(step: StepDefinition, key: string): string {
  const text = step.copy?.[key];
  if (text === undefined) throw new Error(`Step "${step.id}" has no copy "${key}"`);
  return text;
}

/**
 * A text from a step file's `copy`, with `{name}` placeholders filled. A missing key or value
 * throws: a typo in a step file must never render an empty heading or a raw `{name}`.
 */
export function stepCopy(step: StepDefinition, key: string, values: Record<string, string | number> = {}): string {
  return stepCopyTemplate(step, key).replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Copy "${key}" of step "${step.id}" needs a value for ${placeholder}`);
    return String(value);
  });
}

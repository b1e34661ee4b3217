import type { StepDefinition } from '../../core/step-definition';

/**
 * A text from a step file's `copy`, with `{name}` placeholders filled. A missing key throws:
 * a typo in a step file must never render an empty heading.
 */
export function stepCopy(step: StepDefinition, key: string, values: Record<string, string | number> = {}): string {
  const text = step.copy?.[key];
  if (text === undefined) throw new Error(`Step "${step.id}" has no copy "${key}"`);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Copy "${key}" of step "${step.id}" needs a value for ${placeholder}`);
    return String(value);
  });
}

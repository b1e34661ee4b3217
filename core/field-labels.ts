import type { Funnel } from './flow/funnel';

/**
 * Every field's name for lists outside its step (the estimate's line items): the label of the step
 * that asks for it, with its second line in brackets ('Light safes (150-500 lbs)').
 */
export function fieldLabels(funnel: Funnel): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const id of funnel.flow.steps) {
    for (const [name, field] of Object.entries(funnel.steps[id]!.fields)) {
      if (field.label === undefined || name in labels) continue;
      labels[name] = field.description === undefined ? field.label : `${field.label} (${field.description})`;
    }
  }
  return labels;
}

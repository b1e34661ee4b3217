import { MARKETING_FIELDS } from './marketing-fields';
import type { StepDefinition } from './flow/step-definition';

/**
 * Widgets whose answers are choices from the step's own list, counts or a date: nothing typed in the
 * customer's own words. Every other widget (address, text, textarea, email, phone, and any added later
 * until it is listed here) keeps its answers in the page.
 */
const ANALYTICS_WIDGETS: ReadonlySet<string> = new Set([
  'calendar',
  'timeOfDay',
  'counter',
  'number',
  'yesNo',
  'iconChoice',
  'select',
  'checkbox',
  'checkboxGroup',
]);

const MARKETING: ReadonlySet<string> = new Set(MARKETING_FIELDS);

/**
 * What a submitted step may tell analytics tags (docs/FUNNEL.md#saving-and-conversions): an allow-list, not a
 * deny-list, so a field added to a step with a free-text widget never leaks. Service type, property types,
 * counts, yes/no answers, the move date and time of day pass; addresses, units, notes, names, email and phone never do.
 */
export function analyticsFormData(step: StepDefinition, formData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(formData).filter(([name]) => {
      const widget = step.fields[name]?.widget;
      return (widget !== undefined && ANALYTICS_WIDGETS.has(widget)) || MARKETING.has(name);
    }),
  );
}

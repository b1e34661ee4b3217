import type { Funnel } from './flow/funnel';
import type { ObjectSchema } from './json-schema';

const COUNT_WIDGETS: readonly string[] = ['counter', 'number'];

/**
 * The count fields of the funnel: fields a step asks for with a counter or a number, stored as a
 * whole number. These, and only these, may carry an item fee (`pricing.itemFees`); `widget` narrows
 * them to one widget (the counters the pricing panel saves as they change).
 */
export function countFields(funnel: Funnel, bookingSchema: ObjectSchema, widget?: string): Set<string> {
  const found = new Set<string>();
  for (const step of Object.values(funnel.steps)) {
    for (const [name, field] of Object.entries(step.fields)) {
      const types = [bookingSchema.properties[name]?.type].flat();
      if (types.includes('integer') && (widget === undefined ? COUNT_WIDGETS.includes(field.widget) : field.widget === widget))
        found.add(name);
    }
  }
  return found;
}

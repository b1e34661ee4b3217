import type { Funnel } from './funnel';

/** The fields any step asks with the yes/no widget (booleans, `npm run check` holds it). */
export function yesNoFields(funnel: Funnel): Set<string> {
  const found = new Set<string>();
  for (const step of Object.values(funnel.steps)) {
    for (const [name, field] of Object.entries(step.fields)) if (field.widget === 'yesNo') found.add(name);
  }
  return found;
}

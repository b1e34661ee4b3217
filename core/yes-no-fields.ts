import type { Funnel } from './flow/funnel';

/** The funnel's yes/no questions: the fields a step asks with the `yesNo` widget, the answers a fee may be charged on. */
export function yesNoFields(funnel: Funnel): Set<string> {
  return new Set(
    Object.values(funnel.steps).flatMap((step) => Object.keys(step.fields).filter((name) => step.fields[name]!.widget === 'yesNo')),
  );
}

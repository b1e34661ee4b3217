import { isRecord } from '../is-record';
import type { ResolvedStep } from './resolve-step';

/**
 * Whether a resolved step leaves the customer anything to change: a visible field that is not a choice of one
 * (Summit has no labor-only moves, so its services step offers full service alone). The summary links Edit only
 * to steps that do.
 */
export function stepOffersAChoice(resolved: ResolvedStep): boolean {
  const properties = isRecord(resolved.schema.properties) ? resolved.schema.properties : {};
  return resolved.visibleFields.some((name) => {
    const property = properties[name];
    if (!isRecord(property) || !Array.isArray(property.enum)) return true;
    return property.enum.filter((value) => value !== null).length > 1;
  });
}

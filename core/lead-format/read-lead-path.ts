import { isRecord } from '../is-record';

/** The value at a dotted path of a lead (`origin.postalCode`, `answers.packing`), undefined when any part is absent. */
export function readLeadPath(lead: unknown, path: string): unknown {
  let value: unknown = lead;
  for (const key of path.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (isRecord(value)) value = value[key];
    else return undefined;
  }
  return value;
}

import type { LeadFormat } from '../../core/lead-format/lead-format';
import type { LeadField } from '../../core/lead-format/lead-fields';
import { formatLeadFields, loadLeadFormats } from './load-lead-formats';

let shipped: { formats: ReadonlyMap<string, LeadFormat>; fields: readonly LeadField[] } | undefined;

/**
 * The valid formats of formats/ and the lead fields they answer for, read once per process: the files ship with the
 * server as the step files do (`npm run check` reports a faulty one; it is then no format at all).
 */
export function shippedLeadFormats(): { formats: ReadonlyMap<string, LeadFormat>; fields: readonly LeadField[] } {
  if (!shipped) {
    const fields = formatLeadFields();
    shipped = { formats: loadLeadFormats(undefined, fields).formats, fields };
  }
  return shipped;
}

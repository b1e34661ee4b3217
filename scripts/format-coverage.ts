/**
 * `npm run check -- --formats`: where every lead field goes in each CRM format of formats/, one line each:
 * `formats/supermove.json: answers.packing → project.jobs.0.office_notes`, `... contact.preferences dropped`, or
 * `... neither mapped nor dropped`. A step added by JSON alone shows here with its answer's place.
 */
import path from 'node:path';
import type { LeadField } from '../core/lead-format/lead-fields';
import { formatCoverage } from '../core/lead-format/lint-lead-format';
import { formatLeadFields, loadLeadFormats } from '../server/partners/load-lead-formats';

export function formatCoverageLines(root: string, fields: readonly LeadField[] = formatLeadFields()): string[] {
  const { readable } = loadLeadFormats(path.join(root, 'formats'), fields);
  return [...readable.values()].flatMap((format) =>
    formatCoverage(format, fields).map(({ path: field, targets, dropped }) => {
      const where = targets.length > 0 ? `→ ${targets.join(', ')}` : dropped ? 'dropped' : 'neither mapped nor dropped';
      return `formats/${format.name}.json: ${field} ${where}`;
    }),
  );
}

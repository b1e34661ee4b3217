import { formatFieldValue } from './format-field-value';
import type { FieldDefinition, SummaryBlock } from './flow/step-definition';

/** One shown value: `label` only where the value alone would not say what it is ('Number of floors: 2'). */
export interface SummaryLine {
  field: string;
  label: string | null;
  value: string;
}

/** A summary block's content: value lines, or (display `counts`) the total and the non-zero counts. */
export type SummaryBlockContent =
  | { display: 'values'; lines: SummaryLine[] }
  | { display: 'counts'; total: number; items: { field: string; label: string; count: number }[] };

/** Widgets whose value reads on its own (an address, a date, a choice); the others get their label. */
const SELF_EXPLANATORY = new Set(['address', 'calendar', 'timeOfDay', 'iconChoice', 'textarea', 'checkboxGroup']);

function fieldOf(fields: Record<string, FieldDefinition>, name: string): FieldDefinition {
  const def = fields[name];
  if (!def) throw new Error(`Summary block field "${name}" is asked for by no step`);
  return def;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** What one summary block shows for this booking (blank values are left out). */
export function summaryBlockContent(
  block: SummaryBlock,
  booking: Record<string, unknown>,
  fields: Record<string, FieldDefinition>,
): SummaryBlockContent {
  if (block.display === 'counts') {
    const items = block.fields
      .map((field) => ({ field, label: fieldOf(fields, field).label ?? field, count: Number(booking[field] ?? 0) }))
      .filter((item) => item.count > 0);
    return { display: 'counts', total: items.reduce((sum, item) => sum + item.count, 0), items };
  }
  const lines = block.fields.flatMap((field): SummaryLine[] => {
    const def = fieldOf(fields, field);
    const value = booking[field];
    if (isBlank(value)) return [];
    return [{ field, label: SELF_EXPLANATORY.has(def.widget) ? null : (def.label ?? null), value: formatFieldValue(def, value) }];
  });
  return { display: 'values', lines };
}

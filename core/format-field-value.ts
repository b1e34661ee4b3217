import { formatMoveDate } from './format-move-date';
import { parseYesNo } from './parse-yes-no';
import type { FieldDefinition } from './step-definition';

/** A booking value as the customer chose it, from its step file's definition: option labels, 'June 5, 2025', Yes/No, '2,500'. */
export function formatFieldValue(def: FieldDefinition, value: unknown): string {
  // Stored bookings carry booleans, the form 'yes'/'no' (docs/FUNNEL.md#saving-and-conversions): read both the same way.
  if (def.widget === 'yesNo') value = parseYesNo(value) ? 'yes' : 'no';
  if (def.options) {
    const values = Array.isArray(value) ? value : [value];
    return values
      .map((v) => {
        const option = def.options?.find((o) => String(o.value) === String(v));
        if (!option) return String(v);
        return def.widget === 'timeOfDay' && option.description ? `${option.label}, ${option.description}` : option.label;
      })
      .join(', ');
  }
  if (def.widget === 'calendar') return formatMoveDate(String(value));
  if (def.widget === 'yesNo') return value === 'yes' ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

import { formatMoveDate } from './format-move-date';
import { isRecord } from './is-record';
import type { FieldDefinition } from './flow/step-definition';

/** A booking value as the customer chose it, from its step file's definition: option labels, 'June 5, 2025', Yes/No, '2,500'. */
export function formatFieldValue(def: FieldDefinition, value: unknown): string {
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
  // A list or a record is never shown as '[object Object]' or JSON: its items, or its values, each in words.
  if (Array.isArray(value)) return value.map((item) => formatFieldValue(def, item)).join(', ');
  if (isRecord(value)) {
    const parts = Object.values(value).filter((item) => item !== null && item !== undefined && item !== '');
    return parts.map((item) => formatFieldValue({ ...def, widget: 'text' }, item)).join(', ');
  }
  if (def.widget === 'calendar') return formatMoveDate(String(value));
  if (def.widget === 'yesNo') return value === true ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

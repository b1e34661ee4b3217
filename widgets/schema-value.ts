import type { RJSFSchema } from '@rjsf/utils';

/**
 * A control's string back in the schema's type: '2' is 2 for a number or integer field. The
 * DOM only holds strings, and a number field must not be saved as '2'. '' is undefined
 * (an empty input sends undefined, so `required` reports it).
 */
export function toSchemaValue(schema: RJSFSchema, raw: string): string | number | undefined {
  if (raw === '') return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('number') || types.includes('integer')) {
    const number = Number(raw);
    return Number.isFinite(number) ? number : undefined;
  }
  return raw;
}

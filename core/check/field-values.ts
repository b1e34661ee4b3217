import { fieldOf } from '../is-record';
import type { FieldDefinition } from '../flow/step-definition';
import type { SchemaNode } from './schema-at-path';

const TYPE_OF: Record<string, string> = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean' };

/** The values a choice field may hold: the step's narrowed `enum`, else the booking enum (of the items, for a list). */
export function fieldEnum(field: FieldDefinition, bookingProperty: SchemaNode | undefined): unknown[] | undefined {
  const narrowed = field.schema?.enum;
  if (Array.isArray(narrowed)) return narrowed;
  if (!bookingProperty) return undefined;
  if (Array.isArray(bookingProperty.enum)) return bookingProperty.enum.filter((v) => v !== null);
  const itemsEnum = fieldOf(bookingProperty.items, 'enum');
  if (Array.isArray(itemsEnum)) return itemsEnum;
  return undefined;
}

/** JavaScript `typeof` names a value of this field may have when there is no enum (type from the step or booking). */
export function fieldValueTypes(field: FieldDefinition, bookingProperty: SchemaNode | undefined): string[] {
  const type = field.schema?.type ?? bookingProperty?.type;
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_OF[String(t)]).filter((t): t is string => t !== undefined);
}

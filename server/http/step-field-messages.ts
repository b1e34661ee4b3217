/**
 * Field messages for request validation from the same step files the browser reads (docs/FUNNEL.md#validation),
 * so an API error for a field says what the form would say.
 */
import { fillMessage, type MessageValues } from '../../core/flow/field-message';
import { stepFiles } from '../../core/generated/funnel-files';
import { messageCatalog, type MessageCatalog } from '../../core/flow/message-catalog';
import type { FieldMessageLookup } from './validation-messages';
import { hasField } from '../../core/pick-fields';

/** ajv reports the bound as `params.limit`; step texts name it {min} or {max} by keyword. */
function valuesFor(keyword: string, params: Record<string, unknown>): MessageValues {
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  if (keyword === 'minimum' || keyword === 'minLength' || keyword === 'exclusiveMinimum') return { min: limit };
  if (keyword === 'maximum' || keyword === 'maxLength' || keyword === 'exclusiveMaximum') return { max: limit };
  return {};
}

export function createStepFieldMessages(catalog: MessageCatalog = messageCatalog(Object.values(stepFiles))): FieldMessageLookup {
  return (field, keyword, params) => {
    const forField = catalog[field];
    const template = forField && hasField(forField, keyword) ? forField[keyword] : undefined;
    return template === undefined ? undefined : fillMessage(template, valuesFor(keyword, params));
  };
}

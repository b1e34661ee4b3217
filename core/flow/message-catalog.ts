import { hasField } from '../pick-fields';
import type { StepDefinition, StepMessages } from './step-definition';

/** Field -> keyword -> message, from every step (the server translates ajv errors with it). */
export type MessageCatalog = StepMessages;

/**
 * Every step's messages in one table. A field given two different texts for one keyword by two
 * steps throws: the server could not know which one the customer saw.
 */
export function messageCatalog(steps: readonly StepDefinition[]): MessageCatalog {
  const catalog: MessageCatalog = {};
  const source: Record<string, string> = {};
  for (const step of steps) {
    for (const [field, byKeyword = {}] of Object.entries(step.messages ?? {})) {
      for (const [keyword, text] of Object.entries(byKeyword)) {
        if (text === undefined || !hasField(byKeyword, keyword)) continue;
        const existing = catalog[field]?.[keyword];
        if (existing !== undefined && existing !== text) {
          throw new Error(`Steps "${source[`${field}.${keyword}`]}" and "${step.id}" give "${field}" different ${keyword} messages`);
        }
        (catalog[field] ??= {})[keyword] = text;
        source[`${field}.${keyword}`] = step.id;
      }
    }
  }
  return catalog;
}

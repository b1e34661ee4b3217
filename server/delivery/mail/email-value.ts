/**
 * Every value an email shows people (docs/LEADS.md, "What the customer receives"): a field's value in the funnel's words (option labels,
 * 'June 5, 2025', Yes/No, '2,500': core/format-field-value.ts, the summary's own formatter), and any other lead value
 * (a change's before and after, an estimate's sections, an arrival window, a depot) as words too. Never
 * `[object Object]`, never JSON: a list reads as its items, a price section as its title and amount, a record as its
 * name or its parts.
 */
import { formatFieldValue } from '../../../core/format-field-value';
import { formatMoney } from '../../../core/format-money';
import { isRecord } from '../../../core/is-record';
import { pricingSectionDisplay, type PricingSection } from '../../../core/pricing-section-display';
import type { FieldDefinition } from '../../../core/flow/step-definition';

/** What a blank value reads as. */
export const NO_VALUE = 'none';

/** 'distanceToTruckYards' as 'distance to truck yards'. */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (isRecord(value) && Object.keys(value).length === 0)
  );
}

/** A price section as the estimate shows it: its title (and subtitle) and amount. */
function isPricingSection(value: Record<string, unknown>): value is Record<string, unknown> & PricingSection {
  return (value.type === 'labor' || value.type === 'fees') && typeof value.title === 'string' && Array.isArray(value.line_items);
}

function recordWords(value: Record<string, unknown>): string {
  if (isPricingSection(value)) {
    const shown = pricingSectionDisplay(value);
    const title = shown.subtitle ? `${shown.title} (${shown.subtitle})` : shown.title;
    return shown.value ? `${title} ${shown.value}` : title;
  }
  // A thing with a name (a depot, an answer) reads as its name or its words.
  for (const key of ['valueLabel', 'label', 'name', 'title']) {
    if (typeof value[key] === 'string' && value[key] !== '') return value[key];
  }
  const parts = Object.entries(value)
    .filter(([, inner]) => !isBlank(inner))
    .map(([key, inner]) => `${words(key)} ${emailValue(inner)}`);
  return parts.length === 0 ? NO_VALUE : parts.join(', ');
}

/** `value` in words for an email; `field` when it is a booking field's value, so it reads as the funnel showed it. */
export function emailValue(value: unknown, field?: FieldDefinition): string {
  if (isBlank(value)) return NO_VALUE;
  if (Array.isArray(value)) {
    // A choice of several options reads as their labels; any other list as its items.
    if (field?.options && value.every((item) => !isRecord(item) && !Array.isArray(item))) return formatFieldValue(field, value);
    return value.map((item) => emailValue(item, field)).join(', ');
  }
  if (isRecord(value)) return recordWords(value);
  if (field) return formatFieldValue(field, value);
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** An amount of the estimate ('$1,048.70'), or 'none'. */
export function emailMoney(value: unknown): string {
  return typeof value === 'number' ? formatMoney(value) : NO_VALUE;
}

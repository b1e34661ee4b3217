import { hasField } from '../pick-fields';
import type { StepMessages } from './step-definition';

/** A keyword a message can be written for (the keys of a step's `messages`). */
export type MessageKeyword = keyof NonNullable<StepMessages[string]>;

/** Values filled into `{min}`, `{max}` and `{date}`. */
export interface MessageValues {
  min?: number;
  max?: number;
  /** Already formatted, e.g. 'June 5, 2025'; or made when a message has `{date}` (a date can cost a time-zone formatter). */
  date?: string | (() => string);
}

/** Used when a step has no message for a field's failing keyword: never an empty error. */
export const GENERIC_MESSAGES: Record<MessageKeyword, string> = {
  required: 'This field is required',
  type: 'Please enter a valid value',
  format: 'Please enter a valid value',
  pattern: 'Please enter a valid value',
  enum: 'Please choose one of the options',
  minimum: 'Must be at least {min}',
  maximum: 'Must be at most {max}',
  minLength: 'Must be at least {min} characters',
  maxLength: 'Must be at most {max} characters',
  formatMinimum: 'Must be on or after {date}',
  formatMaximum: 'Must be on or before {date}',
  // The move date's capacity messages (a day the partner has no crew left, or is closed): the step names them.
  fullyBooked: 'That day is fully booked. Please choose another day.',
  closed: 'We are closed that day. Please choose another day.',
};

const FALLBACK = 'Please enter a valid value';
// Made on first use, as core/format-money.ts's: loading the app need not wait for it.
let numbers: Intl.NumberFormat | undefined;

/** Fills `{min}`, `{max}` and `{date}`; a placeholder without a value stays as written. */
export function fillMessage(template: string, values: MessageValues): string {
  return template.replace(/\{(min|max|date)\}/g, (whole, key: keyof MessageValues) => {
    const given = values[key];
    const value = typeof given === 'function' ? given() : given;
    if (value === undefined) return whole;
    return typeof value === 'number' ? (numbers ??= new Intl.NumberFormat('en-US')).format(value) : value;
  });
}

/** The message for a field's failing keyword: the step's text, else a generic one; placeholders filled. */
export function fieldMessage(messages: StepMessages | undefined, field: string, keyword: string, values: MessageValues = {}): string {
  const forField = messages?.[field];
  const own = forField && hasField(forField, keyword) ? forField[keyword] : undefined;
  const template = own ?? (hasField(GENERIC_MESSAGES, keyword) ? GENERIC_MESSAGES[keyword] : FALLBACK);
  return fillMessage(template, values);
}

import { describe, expect, it } from 'vitest';
import { fieldMessage, fillMessage } from '../../../core/flow/field-message';

describe('fillMessage', () => {
  it.each([
    ['Square footage must be less than {max}', { max: 50000 }, 'Square footage must be less than 50,000'],
    ['Square footage must be greater than {min}', { min: 250 }, 'Square footage must be greater than 250'],
    ['Your move date must be on or after {date}', { date: 'June 5, 2025' }, 'Your move date must be on or after June 5, 2025'],
    ['Between {min} and {max}, {min}!', { min: 1, max: 2 }, 'Between 1 and 2, 1!'],
    ['Kept {max} when unknown', {}, 'Kept {max} when unknown'],
    ['Other {braces} stay', { min: 1 }, 'Other {braces} stay'],
  ])('%s with %j -> %s', (template, values, expected) => {
    expect(fillMessage(template, values)).toBe(expected);
  });
});

describe('fieldMessage', () => {
  const messages = { phone: { required: 'Please provide your phone number', pattern: 'Please provide a valid phone number' } };
  it.each([
    ['phone', 'required', 'Please provide your phone number'],
    ['phone', 'pattern', 'Please provide a valid phone number'],
    ['phone', 'maxLength', 'Must be at most 14 characters'],
    ['email', 'required', 'This field is required'],
    ['email', 'uniqueItems', 'Please enter a valid value'],
  ])('%s %s -> %s', (field, keyword, expected) => {
    expect(fieldMessage(messages, field, keyword, { max: 14 })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { stepFiles } from '../../../core/generated/funnel-files';
import { messageCatalog } from '../../../core/flow/message-catalog';
import type { StepDefinition } from '../../../core/flow/step-definition';

const step = (id: string, messages: StepDefinition['messages']): StepDefinition => ({ id, path: `/book/${id}`, fields: {}, messages });

describe('messageCatalog', () => {
  it('merges the messages of every step by field and keyword', () => {
    const catalog = messageCatalog([
      step('a', { firstName: { required: 'First?' } }),
      step('b', { firstName: { required: 'First?', maxLength: 'Too long' }, notes: { maxLength: 'Shorter' } }),
    ]);
    expect(catalog).toEqual({ firstName: { required: 'First?', maxLength: 'Too long' }, notes: { maxLength: 'Shorter' } });
  });

  it('throws when two steps give a field different texts for one keyword', () => {
    expect(() => messageCatalog([step('a', { phone: { required: 'One' } }), step('b', { phone: { required: 'Two' } })])).toThrow(
      'Steps "a" and "b" give "phone" different required messages',
    );
  });

  it.each([
    ['email', 'required', 'Please provide your email address'],
    ['phone', 'pattern', 'Please provide a valid phone number'],
    ['originSquareFootage', 'maximum', 'Square footage must be less than {max}'],
    ['destinationFloors', 'required', 'Please provide the number of floors in your new home'],
    ['moveDate', 'formatMinimum', 'Your move date must be on or after {date}'],
    ['moveDate', 'formatMaximum', 'Your move date must be on or before {date}'],
  ])('the real steps give %s.%s "%s"', (field, keyword, text) => {
    const catalog = messageCatalog(Object.values(stepFiles)) as Record<string, Record<string, string>>;
    expect(catalog[field]?.[keyword]).toBe(text);
  });
});

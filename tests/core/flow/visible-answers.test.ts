import { describe, expect, it } from 'vitest';
import { createFunnel } from '../../../core/flow/funnel';
import type { StepDefinition } from '../../../core/flow/step-definition';
import { visibleAnswers } from '../../../core/flow/visible-answers';
import { inlineConstants } from './navigation-fixtures';

const when = (field: string, value: unknown) => ({ scope: `booking.${field}`, schema: { const: value } });
const steps: StepDefinition[] = [
  {
    id: 'a',
    path: '/book',
    fields: { originPropertyType: { widget: 'select' }, originFloors: { widget: 'select' }, originUnitNumber: { widget: 'text' } },
    rules: [
      // A chain: a studio hides the floors, and the floors' answer decides the unit number.
      { effect: 'hide', field: 'originFloors', when: when('originPropertyType', 'studio_apartment') },
      { effect: 'hide', field: 'originUnitNumber', when: { not: when('originFloors', 3) } },
    ],
  },
  { id: 'b', path: '/book/b', fields: { bedrooms: { widget: 'counter' } } },
];
const funnel = createFunnel({ steps: ['a', 'b'], groups: [], constants: inlineConstants }, steps);
const answersOf = (booking: Record<string, unknown>) => visibleAnswers(funnel, { booking, partner: {}, query: {} });

describe('visibleAnswers: a hidden answer is absent', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'nothing hidden',
      { originPropertyType: 'apartment', originFloors: 3, originUnitNumber: '4B', bedrooms: 1 },
      { originPropertyType: 'apartment', originFloors: 3, originUnitNumber: '4B', bedrooms: 1 },
    ],
    [
      'a rule hides the floors of a studio',
      { originPropertyType: 'studio_apartment', originFloors: 3, bedrooms: 1 },
      { originPropertyType: 'studio_apartment', bedrooms: 1 },
    ],
    [
      'a hidden answer counts for no other rule either',
      { originPropertyType: 'studio_apartment', originFloors: 3, originUnitNumber: '4B' },
      { originPropertyType: 'studio_apartment' },
    ],
  ])('%s', (_case, booking, answers) => {
    expect(answersOf(booking).answers).toEqual(answers);
  });
});

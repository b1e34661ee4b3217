import { describe, expect, it } from 'vitest';
import { fieldsOnPath } from '../../../core/flow/fields-on-path';
import { createFunnel } from '../../../core/flow/funnel';
import { createFunnelSession } from '../../../core/flow/funnel-session';
import type { StepDefinition } from '../../../core/flow/step-definition';
import { inlineConstants } from './navigation-fixtures';

const today = new Date(2025, 5, 2, 12);
const steps: StepDefinition[] = [
  {
    id: 'home',
    path: '/book',
    fields: {
      originPropertyType: {
        widget: 'select',
        options: [
          { value: 'apartment', label: 'Apartment' },
          { value: 'single_family_house', label: 'House' },
        ],
      },
      originUnitNumber: { widget: 'text', label: 'Unit' },
    },
    required: ['originPropertyType'],
    messages: { originPropertyType: { required: 'Pick a home' } },
    rules: [
      {
        effect: 'hide',
        field: 'originUnitNumber',
        when: { scope: 'booking.originPropertyType', schema: { const: 'single_family_house' } },
      },
    ],
    next: [{ when: { scope: 'booking.serviceType', schema: { const: 'labor_only' } }, to: 'rooms' }],
  },
  {
    id: 'destination',
    path: '/book/destination',
    fields: { destinationAddress: { widget: 'text', label: 'To' } },
    required: ['destinationAddress'],
    messages: { destinationAddress: { required: 'Where to?' } },
  },
  { id: 'rooms', path: '/book/rooms', fields: { bedrooms: { widget: 'counter', label: 'Bedrooms' } } },
];
const funnel = createFunnel({ steps: steps.map((s) => s.id), groups: [{ id: 'g', label: 'G' }], constants: inlineConstants }, steps);
const onPath = (booking: Record<string, unknown>) => [...fieldsOnPath(createFunnelSession(funnel, { booking, partner: {}, today }))];

describe('fieldsOnPath', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'every step walked, each field shown',
      { originPropertyType: 'apartment', destinationAddress: 'Oakland' },
      ['originPropertyType', 'originUnitNumber', 'destinationAddress', 'bedrooms'],
    ],
    [
      'a field a rule hides is not on it',
      { originPropertyType: 'single_family_house', destinationAddress: 'Oakland' },
      ['originPropertyType', 'destinationAddress', 'bedrooms'],
    ],
    [
      'a step the edges skip is not on it',
      { originPropertyType: 'apartment', serviceType: 'labor_only', destinationAddress: 'Oakland' },
      ['originPropertyType', 'originUnitNumber', 'bedrooms'],
    ],
    [
      'the walk stops at the first unfinished step, which is on it',
      { originPropertyType: 'apartment' },
      ['originPropertyType', 'originUnitNumber', 'destinationAddress'],
    ],
  ])('%s', (_case, booking, fields) => {
    expect(onPath(booking)).toEqual(fields);
  });
});

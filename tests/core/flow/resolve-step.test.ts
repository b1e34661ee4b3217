import { describe, expect, it } from 'vitest';
import { stepFiles } from '../../../core/generated/funnel-files';
import type { ObjectSchema } from '../../../core/json-schema';
import { resolveStep } from '../../../core/flow/resolve-step';
import type { ConditionContext, StepDefinition } from '../../../core/flow/step-definition';

const entity: ObjectSchema = {
  type: 'object',
  definitions: { kind: { type: ['string', 'null'], enum: ['house', 'flat', 'boat', null] } },
  properties: {
    kind: { $ref: '#/definitions/kind', description: 'developer note' },
    unit: { type: ['string', 'null'], maxLength: 10, description: 'developer note' },
    size: { type: ['integer', 'null'], minimum: 1, maximum: 100 },
    lift: { type: ['boolean', 'null'] },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] } },
  },
};

const step: StepDefinition = {
  id: 'fixture',
  path: '/book/fixture',
  fields: {
    kind: {
      widget: 'iconChoice',
      label: 'Kind',
      options: [
        { value: 'house', label: 'House', icon: 'house' },
        { value: 'flat', label: 'Flat' },
        { value: 'boat', label: 'Boat' },
      ],
    },
    unit: { widget: 'text', label: 'Unit', placeholder: 'Apt 4B', hideLabel: true, description: 'If any' },
    size: { widget: 'number', label: 'Size', schema: { maximum: 50 }, tooltip: 'Roughly', widgetOptions: { step: 5 } },
    lift: { widget: 'yesNo' },
    tags: {
      widget: 'checkboxGroup',
      label: 'Tags',
      mask: '999',
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
        { value: 'c', label: 'C' },
      ],
    },
  },
  order: ['size', 'kind'],
  required: ['kind', 'unit', 'size'],
  rules: [
    { effect: 'hide', field: 'unit', when: { scope: 'booking.kind', schema: { const: 'house' } } },
    { effect: 'hideOption', field: 'kind', option: 'boat', when: { not: { scope: 'partner.boats', schema: { const: true } } } },
    { effect: 'hideOption', field: 'tags', option: 'c', when: { scope: 'query.noC', schema: { present: true } } },
  ],
};

const ctx = (
  booking: Record<string, unknown> = {},
  partner: Record<string, unknown> = {},
  query: Record<string, string> = {},
): ConditionContext => ({
  booking,
  partner,
  query,
});

describe('resolveStep (inline fixtures)', () => {
  it('builds the RJSF schema and uiSchema of the visible fields', () => {
    const resolved = resolveStep(step, ctx({}, { boats: true }), entity);
    expect(resolved.visibleFields).toEqual(['size', 'kind', 'unit', 'lift', 'tags']);
    expect(resolved.schema).toEqual({
      type: 'object',
      required: ['kind', 'unit', 'size'],
      properties: {
        size: { type: ['integer', 'null'], minimum: 1, maximum: 50, title: 'Size' },
        kind: { type: ['string', 'null'], enum: ['house', 'flat', 'boat'], title: 'Kind' },
        unit: { type: ['string', 'null'], maxLength: 10, title: 'Unit' },
        lift: { type: ['boolean', 'null'] },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, title: 'Tags' },
      },
    });
    expect(resolved.uiSchema).toEqual({
      'ui:order': ['size', 'kind', 'unit', 'lift', 'tags'],
      size: { 'ui:widget': 'number', 'ui:options': { step: 5, tooltip: 'Roughly' } },
      kind: {
        'ui:widget': 'iconChoice',
        'ui:options': { options: step.fields.kind!.options },
        'ui:enumNames': { house: 'House', flat: 'Flat', boat: 'Boat' },
      },
      unit: { 'ui:widget': 'text', 'ui:placeholder': 'Apt 4B', 'ui:description': 'If any', 'ui:options': { hideLabel: true } },
      lift: { 'ui:widget': 'yesNo', 'ui:options': {}, 'ui:label': false },
      tags: {
        'ui:widget': 'checkboxGroup',
        'ui:options': { options: step.fields.tags!.options, mask: '999' },
        'ui:enumNames': { a: 'A', b: 'B', c: 'C' },
      },
    });
    expect(resolved.hiddenOptions).toEqual({});
  });

  it('hides a field by rule and drops it from required', () => {
    const resolved = resolveStep(step, ctx({ kind: 'house' }, { boats: true }), entity);
    expect(resolved.visibleFields).toEqual(['size', 'kind', 'lift', 'tags']);
    expect(resolved.schema.properties).not.toHaveProperty('unit');
    expect(resolved.uiSchema).not.toHaveProperty('unit');
    expect(resolved.schema.required).toEqual(['kind', 'size']);
  });

  it('filters hidden options from the enum, the options and the enum names (arrays too)', () => {
    const resolved = resolveStep(step, ctx({}, {}, { noC: '1' }), entity);
    expect(resolved.schema.properties.kind!.enum).toEqual(['house', 'flat']);
    expect((resolved.uiSchema.kind as Record<string, Record<string, unknown>>)['ui:options']!.options).toEqual([
      { value: 'house', label: 'House', icon: 'house' },
      { value: 'flat', label: 'Flat' },
    ]);
    expect((resolved.uiSchema.kind as Record<string, unknown>)['ui:enumNames']).toEqual({ house: 'House', flat: 'Flat' });
    expect(resolved.schema.properties.tags!.items).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(resolved.hiddenOptions).toEqual({ kind: ['boat'], tags: ['c'] });
  });

  it('does not change the step or the entity schema it was given', () => {
    const before = JSON.stringify([step, entity]);
    resolveStep(step, ctx({ kind: 'house' }, {}, { noC: '1' }), entity);
    expect(JSON.stringify([step, entity])).toBe(before);
  });

  const broken = (change: Partial<StepDefinition>): StepDefinition => ({ ...step, ...change });
  it.each<[string, StepDefinition, string]>([
    [
      'an unknown widget',
      broken({ fields: { kind: { widget: 'slider' as 'text' } } }),
      'Unknown widget "slider" for field "kind" in step "fixture"',
    ],
    [
      'an unknown field',
      broken({ fields: { colour: { widget: 'text' } }, order: [], required: [], rules: [] }),
      'Unknown field "colour" in step "fixture"',
    ],
    ['an unknown field in order', broken({ order: ['kind', 'nope'] }), 'orders unknown field "nope"'],
    ['an unknown required field', broken({ required: ['kind', 'nope'] }), 'requires unknown field "nope"'],
    [
      'a rule on an unknown field',
      broken({ rules: [{ effect: 'hide', field: 'nope', when: { scope: 'booking.kind', schema: { present: true } } }] }),
      'names unknown field "nope"',
    ],
    [
      'an unknown rule effect',
      broken({ rules: [{ effect: 'show', field: 'kind', when: { scope: 'booking.kind', schema: { present: true } } } as never] }),
      'Unknown rule effect "show"',
    ],
    [
      'a hidden option that is not a choice',
      broken({ rules: [{ effect: 'hideOption', field: 'kind', option: 'castle', when: { all: [] } }] }),
      'hides "castle", which is not a choice of "kind"',
    ],
    [
      'an unknown condition in a rule',
      broken({ rules: [{ effect: 'hide', field: 'kind', when: { scope: 'booking.kind', schema: { equals: 1 } } as never }] }),
      'Unknown condition keyword "equals"',
    ],
  ])('throws on %s', (_case, bad, message) => {
    expect(() => resolveStep(bad, ctx(), entity)).toThrow(message);
  });
});

describe('resolveStep with the real step files and booking schema', () => {
  const services = stepFiles['schemas/steps/services.json']!;
  const originDetails = stepFiles['schemas/steps/origin-property-details.json']!;

  it.each([
    [true, ['full_service', 'labor_only']],
    [false, ['full_service']],
  ])('services: partner laborOnlyMoves %s offers %j', (laborOnlyMoves, offered) => {
    const resolved = resolveStep(services, ctx({}, { laborOnlyMoves }));
    expect(resolved.schema.properties.serviceType!.enum).toEqual(offered);
    const options = (resolved.uiSchema.serviceType as { 'ui:options': { options: { value: string }[] } })['ui:options'].options;
    expect(options.map((o) => o.value)).toEqual(offered);
    expect(resolved.schema.required).toEqual(['serviceType']);
  });

  it.each([
    ['single_family_house', false],
    ['apartment', true],
    [undefined, true],
  ])('origin property details: unit number visible for property type %s: %s', (originPropertyType, visible) => {
    const resolved = resolveStep(originDetails, ctx({ originPropertyType }));
    expect(resolved.visibleFields.includes('originUnitNumber')).toBe(visible);
  });

  it('origin property details: booking limits, the boolean yes/no elevator, tooltips and placeholders', () => {
    const resolved = resolveStep(originDetails, ctx({}));
    expect(resolved.schema.properties.originSquareFootage).toMatchObject({ minimum: 250, maximum: 50000, title: 'Square footage' });
    expect(resolved.schema.properties.originSquareFootage).not.toHaveProperty('description');
    expect(resolved.schema.properties.originElevator).toMatchObject({ type: ['boolean', 'null'] });
    expect(resolved.schema.properties.originFloors!.enum).toEqual([1, 2, 3, 4, 5]);
    expect(resolved.uiSchema.originDistanceToTruck).toMatchObject({
      'ui:widget': 'select',
      'ui:placeholder': 'Select distance',
      'ui:options': { tooltip: 'How far is your front door from where the movers can park their truck?' },
    });
    expect(resolved.uiSchema.originSquareFootage).toMatchObject({ 'ui:placeholder': '2500', 'ui:options': { step: 250 } });
  });

  it.each(Object.entries(stepFiles))('%s resolves for both kinds of partner and booking', (_file, definition) => {
    for (const laborOnlyMoves of [true, false]) {
      for (const serviceType of ['full_service', 'labor_only']) {
        const resolved = resolveStep(definition, ctx({ serviceType }, { laborOnlyMoves }));
        expect(Object.keys(resolved.schema.properties)).toEqual(resolved.visibleFields);
        for (const name of resolved.schema.required) expect(resolved.visibleFields).toContain(name);
      }
    }
  });
});

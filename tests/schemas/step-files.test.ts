import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { readFunnelFiles, readJson, stepById } from '../helpers/read-funnel-files';

const { flow, steps } = readFunnelFiles();
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addSchema(readJson<object>('schemas/step.schema.json'));
const validateStep = ajv.getSchema('step.schema.json')!;
const validateFlow = ajv.compile(readJson<object>('schemas/flow.schema.json'));

describe('step files', () => {
  it.each(steps.map((s) => [s.file, s.data] as const))('%s matches step.schema.json', (_file, data) => {
    expect(validateStep(data), JSON.stringify(validateStep.errors)).toBe(true);
  });

  it('flow.json matches flow.schema.json', () => {
    expect(validateFlow(flow.data), JSON.stringify(validateFlow.errors)).toBe(true);
  });

  it('one file per screen of docs/FUNNEL.md#screens-and-routes, in route order, and per linked step', () => {
    expect(steps.map((s) => s.data.id).sort()).toEqual([...flow.data.steps, ...(flow.data.linkedSteps ?? [])].sort());
  });

  it('the meta-schema rejects what the TypeScript type forbids', () => {
    const bad = { ...stepById(steps, 'landing'), layout: { landing: true, wide: true } };
    expect(validateStep(bad)).toBe(false);
    expect(validateStep({ ...stepById(steps, 'landing'), next: [{ when: { scope: 'booking.x' }, to: 'services' }] })).toBe(false);
  });
});

// docs/FUNNEL.md#screens-and-routes: paths, layout flags and progress groups.
const ROUTES: Array<[id: string, path: string, group: string | undefined, fullWidth: boolean, landing: boolean]> = [
  ['landing', '/book', undefined, true, true],
  ['services', '/book/services', 'moveInfo', false, false],
  ['moveDate', '/book/move-date', 'moveInfo', false, false],
  ['originAddress', '/book/origin/address', 'origin', false, false],
  ['originPropertyDetails', '/book/origin/property-details', 'origin', false, false],
  ['destinationAddress', '/book/destination/address', 'destination', false, false],
  ['destinationPropertyDetails', '/book/destination/property-details', 'destination', false, false],
  ['moveContentsLivingAreas', '/book/move-contents/living-areas', 'contents', false, false],
  ['moveContentsOther', '/book/move-contents/other', 'contents', false, false],
  ['specialtyItemsAppliances', '/book/specialty-items/appliances', 'contents', false, false],
  ['specialtyItemsFurniture', '/book/specialty-items/furniture', 'contents', false, false],
  ['specialtyItemsOther', '/book/specialty-items/other', 'contents', false, false],
  ['additionalNotes', '/book/additional-notes', 'contents', false, false],
  ['summary', '/book/summary', 'checkout', false, false],
  ['checkout', '/book/checkout', 'checkout', false, false],
  ['processing', '/book/processing', undefined, true, false],
  ['complete', '/book/complete', undefined, true, false],
  // A linked step (flow.linkedSteps), off the route: where the emailed manage link lands.
  ['manage', '/book/manage', undefined, true, false],
];

describe('routes (docs/FUNNEL.md#screens-and-routes)', () => {
  it.each(ROUTES)('%s at %s, group %s, fullWidth %s, landing %s', (id, path, group, fullWidth, landing) => {
    const step = stepById(steps, id);
    expect(step.path).toBe(path);
    expect(step.group).toBe(group);
    expect(step.layout?.fullWidth ?? false).toBe(fullWidth);
    expect(step.layout?.landing ?? false).toBe(landing);
  });

  it('landing also answers /book/landing', () => {
    expect(stepById(steps, 'landing').aliases).toEqual(['/book/landing']);
  });
});

// core/registry-names.ts actions per step: saves awaited on furniture, other items and summary, and on the
// address steps, whose save answers with the server's distance the serviceability edges read.
const ON_SUBMIT: Array<[id: string, actions: string[] | undefined]> = [
  ['landing', ['applyLandingDefaults', 'save']],
  ['services', ['save']],
  ['moveDate', ['saveAndWait']],
  ['originAddress', ['saveAndWait']],
  ['originPropertyDetails', ['save']],
  ['destinationAddress', ['saveAndWait']],
  ['destinationPropertyDetails', ['save']],
  ['moveContentsLivingAreas', ['save']],
  ['moveContentsOther', ['save']],
  ['specialtyItemsAppliances', ['save']],
  ['specialtyItemsFurniture', ['saveAndWait']],
  ['specialtyItemsOther', ['saveAndWait']],
  ['additionalNotes', ['save']],
  ['summary', ['saveAndWait', 'holdTimeSlot']],
  ['checkout', ['convert']],
  ['processing', undefined],
  ['complete', undefined],
];

describe('submit actions', () => {
  it.each(ON_SUBMIT)('%s runs %j', (id, actions) => {
    expect(stepById(steps, id).onSubmit).toEqual(actions);
  });
});

const partnerLaborOnly = { scope: 'partner.laborOnlyMoves', schema: { const: true } };
const bookingLaborOnly = { scope: 'booking.serviceType', schema: { const: 'labor_only' } };
const unserviceable = { scope: 'serviceability.serviceable', schema: { const: false } };
const unserviceableQuery = { status: 'unserviceable', reason: { from: 'serviceability.reason' } };

// docs/FUNNEL.md#flow-and-navigation skips, written as explicit targets (the engine evaluates them; core tests walk them).
const EDGES: Array<[id: string, direction: 'next' | 'back', edges: unknown]> = [
  ['landing', 'next', [{ when: partnerLaborOnly, to: 'services' }, { to: 'moveDate' }]],
  ['landing', 'back', undefined],
  ['services', 'back', undefined],
  ['moveDate', 'back', [{ when: { not: partnerLaborOnly }, to: 'landing' }]],
  ['originPropertyDetails', 'next', [
    { when: { all: [bookingLaborOnly, unserviceable] }, to: 'complete', query: unserviceableQuery, convert: 'unserviceable' },
    { when: bookingLaborOnly, to: 'moveContentsLivingAreas' },
  ]],
  ['destinationAddress', 'next', [{ when: unserviceable, to: 'complete', query: unserviceableQuery, convert: 'unserviceable' }]],
  ['checkout', 'next', [
    { when: { scope: 'booking.conversionType', schema: { const: 'pay_later' } }, to: 'processing', query: { status: 'pay_later' }, convert: 'pay_later' },
    { when: { scope: 'booking.conversionType', schema: { const: 'pay_now' } }, to: 'processing' },
  ]],
  ['processing', 'next', [{ to: 'complete', keepQuery: true }]],
  ['moveContentsLivingAreas', 'back', [{ when: bookingLaborOnly, to: 'originPropertyDetails' }]],
  ['complete', 'next', undefined],
];

describe('navigation edges (docs/FUNNEL.md#flow-and-navigation)', () => {
  it.each(EDGES)('%s %s', (id, direction, edges) => {
    expect(stepById(steps, id)[direction]).toEqual(edges);
  });

  it('complete is the last step of the route order, landing the first', () => {
    expect(flow.data.steps[0]).toBe('landing');
    expect(flow.data.steps.at(-1)).toBe('complete');
  });
});

const valuesAndLabels = (id: string, field: string) =>
  stepById(steps, id).fields[field]!.options!.map((o) => [o.value, o.label, o.description ?? null]);

// docs/FUNNEL.md#business-constants options.
describe('options', () => {
  it.each(['originFloors:originPropertyDetails', 'destinationFloors:destinationPropertyDetails'])('%s: floors 1, 2, 3, 4, 5+', (key) => {
    const [field, step] = key.split(':') as [string, string];
    expect(valuesAndLabels(step, field)).toEqual([[1, '1', null], [2, '2', null], [3, '3', null], [4, '4', null], [5, '5+', null]]);
  });

  it.each(['originDistanceToTruck:originPropertyDetails', 'destinationDistanceToTruck:destinationPropertyDetails'])('%s: carry distances in bands', (key) => {
    const [field, step] = key.split(':') as [string, string];
    expect(valuesAndLabels(step, field)).toEqual([
      [50, '0-50 yards', null],
      [100, '50-100 yards', null],
      [200, '100-200 yards', null],
      [300, '200-300 yards', null],
      [400, '300-400 yards', null],
      [500, '400-500 yards', null],
    ]);
  });

  it.each(['originPropertyType:originAddress', 'destinationPropertyType:destinationAddress'])('%s: the property types of docs/FUNNEL.md#business-constants', (key) => {
    const [field, step] = key.split(':') as [string, string];
    expect(valuesAndLabels(step, field).map(([v]) => v)).toEqual(['studio_apartment', 'apartment', 'single_family_house', 'duplex', 'condominium', 'townhome', 'warehouse', 'office']);
  });

  it('time of day: morning 8AM to Noon, afternoon Noon to 4PM', () => {
    expect(valuesAndLabels('moveDate', 'timeOfDay')).toEqual([['morning', 'Morning', '8AM to Noon'], ['afternoon', 'Afternoon', 'Noon to 4PM']]);
  });

  it('contact preference keys call, text, email, online; phone mask (999) 999-9999', () => {
    expect(valuesAndLabels('landing', 'contactPreference').map(([v]) => v)).toEqual(['call', 'text', 'email', 'online']);
    expect(stepById(steps, 'landing').fields.phone!.mask).toBe('(999) 999-9999');
  });

  it('safes carry their weights', () => {
    const fields = stepById(steps, 'specialtyItemsOther').fields;
    expect([fields.lightSafes!.description, fields.heavySafes!.description]).toEqual(['150-500 lbs', '500-750 lbs']);
  });

  it('square footage steps by 250 with placeholder 2500', () => {
    const field = stepById(steps, 'originPropertyDetails').fields.originSquareFootage!;
    expect([field.widgetOptions?.step, field.placeholder]).toEqual([250, '2500']);
    expect(stepById(steps, 'destinationPropertyDetails').fields.destinationSquareFootage).toBeUndefined();
  });
});

describe('rules', () => {
  it.each([
    ['originPropertyDetails', 'originUnitNumber', 'booking.originPropertyType'],
    ['destinationPropertyDetails', 'destinationUnitNumber', 'booking.destinationPropertyType'],
  ])('%s hides %s for a single family house', (id, field, scope) => {
    expect(stepById(steps, id).rules).toContainEqual({ effect: 'hide', field, when: { scope, schema: { const: 'single_family_house' } } });
  });

  it('labor_only is hidden unless the partner offers it; full_service is the default', () => {
    const services = stepById(steps, 'services');
    expect(services.rules).toEqual([{ effect: 'hideOption', field: 'serviceType', option: 'labor_only', when: { not: partnerLaborOnly } }]);
    expect(services.fields.serviceType!.schema).toEqual({ default: 'full_service' });
  });

  it('the summary hides the destination for a labor_only booking', () => {
    const block = stepById(steps, 'summary').summaryBlocks!.find((b) => b.id === 'destination');
    expect(block?.when).toEqual({ not: bookingLaborOnly });
  });
});

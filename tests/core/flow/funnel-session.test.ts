import { describe, expect, it } from 'vitest';
import { createFunnel } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { createFunnelSession } from '../../../core/flow/funnel-session';
import type { StepDefinition } from '../../../core/flow/step-definition';
import { inlineConstants, partners } from './navigation-fixtures';
import { completeBooking } from '../../../testkit/complete-booking';

const today = new Date(2025, 5, 2, 12);
const houseOnly = { scope: 'booking.originPropertyType', schema: { const: 'single_family_house' } };
const roomFields: StepDefinition['fields'] = {
  bedrooms: { widget: 'counter', label: 'Bedrooms', schema: { default: 0 } },
  attics: { widget: 'counter' },
};
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
    required: ['originPropertyType', 'originUnitNumber'],
    messages: { originPropertyType: { required: 'Pick a home' }, originUnitNumber: { required: 'Which unit?' } },
    rules: [{ effect: 'hide', field: 'originUnitNumber', when: houseOnly }],
    next: [{ when: { scope: 'serviceability.serviceable', schema: { const: false } }, to: 'summary' }],
  },
  {
    id: 'rooms',
    path: '/book/rooms',
    group: 'contents',
    fields: roomFields,
    checks: [{ check: 'minimumTotal', fields: Object.keys(roomFields), minimum: 1, field: 'bedrooms', message: 'Add a room' }],
  },
  {
    id: 'summary',
    path: '/book/summary',
    view: 'summary',
    fields: {},
    summaryBlocks: [
      { id: 'home', label: 'Home', editStep: 'home', fields: ['originPropertyType'] },
      { id: 'rooms', label: 'Rooms', editStep: 'rooms', fields: ['bedrooms'], when: houseOnly },
    ],
  },
];
const funnel = createFunnel(
  { steps: ['home', 'rooms', 'summary'], groups: [{ id: 'contents', label: 'Contents' }], constants: inlineConstants },
  steps,
);
const session = (booking: Record<string, unknown>, query: Record<string, string> = {}, partner: Record<string, unknown> = {}) =>
  createFunnelSession(funnel, { booking, partner, query, today });

describe('FunnelSession: every question of the flow, asked of one object', () => {
  it.each<[string, Record<string, unknown>, string[], Record<string, string[]>]>([
    [
      'nothing answered',
      {},
      ['originPropertyType', 'originUnitNumber'],
      { originPropertyType: ['Pick a home'], originUnitNumber: ['Which unit?'] },
    ],
    [
      'an apartment without its unit',
      { originPropertyType: 'apartment' },
      ['originPropertyType', 'originUnitNumber'],
      { originUnitNumber: ['Which unit?'] },
    ],
    ['a house: the unit is hidden, so not asked', { originPropertyType: 'single_family_house' }, ['originPropertyType'], {}],
  ])('%s: visible fields and errors of a step', (_case, booking, visible, errors) => {
    expect(session(booking).visibleFields('home')).toEqual(visible);
    expect(session(booking).errors('home')).toEqual(errors);
  });

  it("gives a step's form values with its defaults, and the checks across fields among its errors", () => {
    const s = session({ originPropertyType: 'apartment' });
    expect(s.formData('rooms')).toEqual({ bedrooms: 0 });
    expect(s.errors('rooms')).toEqual({ bedrooms: ['Add a room'] });
    expect(session({ attics: 1 }).errors('rooms')).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string[], string | null]>([
    ['stops at the first unfinished step', { originPropertyType: 'apartment' }, ['home'], 'home'],
    ['walks on once the step is finished', { originPropertyType: 'single_family_house' }, ['home', 'rooms'], 'rooms'],
    ['reaches the end', { originPropertyType: 'single_family_house', bedrooms: 2 }, ['home', 'rooms', 'summary'], null],
  ])('path: %s', (_case, booking, walked, unfinished) => {
    const path = session(booking).path();
    expect(path.steps).toEqual(walked);
    expect(path.firstUnfinished?.stepId ?? null).toBe(unfinished);
  });

  it('redirects a request beyond where the path stops, and shows the steps up to it', () => {
    const s = session({ originPropertyType: 'apartment' });
    expect(s.redirect('summary', null)).toBe('home');
    expect(s.redirect('home', null)).toBeNull();
  });

  it('answers next and back, with serviceability always in the context', () => {
    const unserviceable = session({ serviceType: 'labor_only' }, {}, { laborOnlyMoves: false });
    expect(unserviceable.context.serviceability).toEqual({ serviceable: false, reason: 'labor_only_move' });
    expect(unserviceable.next('home')).toEqual({ to: 'summary', query: {} });
    expect(session({}).context.serviceability).toBeNull();
    expect(session({}).next('home')).toEqual({ to: 'rooms', query: {} });
    expect(session({}).back('rooms')).toBe('home');
    expect(session({}).back('home')).toBeNull();
    expect(
      session({})
        .groups()
        .map((g) => g.id),
    ).toEqual(['contents']);
  });

  it("shows the summary's blocks whose condition holds", () => {
    expect(
      session({})
        .summaryBlocks()
        .map((b) => b.id),
    ).toEqual(['home']);
    expect(
      session({ originPropertyType: 'single_family_house' })
        .summaryBlocks()
        .map((b) => b.id),
    ).toEqual(['home', 'rooms']);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'an apartment keeps its unit',
      { originPropertyType: 'apartment', originUnitNumber: '4B' },
      { originPropertyType: 'apartment', originUnitNumber: '4B' },
    ],
    [
      'a house has no unit: the hidden answer is absent',
      { originPropertyType: 'single_family_house', originUnitNumber: '4B' },
      { originPropertyType: 'single_family_house' },
    ],
  ])('answers: %s', (_case, booking, answers) => {
    expect(session(booking).answers()).toEqual(answers);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['no distance yet', { originPropertyType: 'apartment', originUnitNumber: '4B' }, false],
    ['a required answer before the estimate missing', { originPropertyType: 'apartment', distance: 5 }, false],
    ['every required answer before the estimate given', { originPropertyType: 'apartment', originUnitNumber: '4B', distance: 5 }, true],
    ['a field a rule hides is not required', { originPropertyType: 'single_family_house', distance: 5 }, true],
    [
      'an unserviceable move (labor only for a partner without it)',
      { originPropertyType: 'single_family_house', distance: 5, serviceType: 'labor_only' },
      false,
    ],
  ])('priceable: %s', (_case, booking, priceable) => {
    const estimating = createFunnel({ ...funnel.flow, constants: { ...inlineConstants, estimateFrom: 'rooms' } }, steps);
    expect(createFunnelSession(estimating, { booking, partner: { laborOnlyMoves: false }, today }).priceable()).toBe(priceable);
  });

  it('works each answer out once', () => {
    const s = session({ originPropertyType: 'apartment' });
    expect(s.resolved('home')).toBe(s.resolved('home'));
    expect(s.errors('home')).toBe(s.errors('home'));
    expect(s.path()).toBe(s.path());
  });
});

describe('FunnelSession: an address the server did not place leaves its step unfinished', () => {
  // The booking as the server stores it: a line it places has its state and the distance beside it;
  // one it cannot place keeps the customer's line with null figures. The answers the test does not name are made up
  // from the step files (testkit/complete-booking.ts), so the path stops at checkout until a line is unplaced.
  const placedBooking = completeBooking(
    funnelDefinition,
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(415) 555-0123',
      serviceType: 'full_service',
      moveDate: '2025-06-10',
      timeOfDay: 'morning',
      originAddress: '1 Market St, San Francisco, CA 94105',
      originState: 'CA',
      originPropertyType: 'apartment',
      originFloors: 2,
      originSquareFootage: 1000,
      originDistanceToTruck: 50,
      originElevator: false,
      destinationAddress: '1 Broadway, Oakland, CA 94607',
      destinationState: 'CA',
      destinationPropertyType: 'single_family_house',
      destinationFloors: 1,
      destinationDistanceToTruck: 100,
      destinationElevator: true,
      bedrooms: 1,
      distance: 12,
    },
    { partner: partners.bayside, today },
  );
  const real = (booking: Record<string, unknown>) => createFunnelSession(funnelDefinition, { booking, partner: partners.bayside, today });
  const message = ['Please provide your home address'];

  it.each<[string, Record<string, unknown>, string, string]>([
    ['origin', { originAddress: '1 Nowhere Rd, Atlantis, CA 00000', originState: null, distance: null }, 'originAddress', 'moveDate'],
    [
      'destination',
      { destinationAddress: '350 5th Ave, New York, NY 10118, Apt 94105', destinationState: null, distance: null },
      'destinationAddress',
      'originPropertyDetails',
    ],
  ])('an unplaced %s: the path stops at its step with the message, a later step redirects there', (_side, unplaced, stepId, earlier) => {
    const session = real({ ...placedBooking, ...unplaced });
    expect(session.context.placed).toEqual({
      originAddress: stepId !== 'originAddress',
      destinationAddress: stepId !== 'destinationAddress',
    });
    expect(session.path().firstUnfinished).toMatchObject({ stepId, messages: message, fieldErrors: { [stepId]: message } });
    expect(session.errors(stepId)).toEqual({ [stepId]: message });
    // The line stays the customer's: shown as typed, with the message beside it.
    expect(session.formData(stepId)[stepId]).toBe(unplaced[stepId]);
    expect(session.redirect('summary', null)).toBe(stepId);
    expect(session.redirect(earlier, null)).toBeNull();
  });

  it('walks on past placed lines, and past an unplaced destination a labor-only move never asks for', () => {
    // Checkout is where a finished booking stops: it asks how to pay. Every step the test does not name is
    // answered from the step files.
    const finished = completeBooking(funnelDefinition, placedBooking, { partner: partners.bayside, today });
    expect(real(finished).path().firstUnfinished?.stepId).toBe('checkout');
    const laborOnly = real({ ...finished, serviceType: 'labor_only', destinationState: null, distance: 8 });
    expect(laborOnly.path().steps).not.toContain('destinationAddress');
    expect(laborOnly.path().firstUnfinished?.stepId).toBe('checkout');
  });
});

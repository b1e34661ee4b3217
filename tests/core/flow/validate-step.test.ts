import { describe, expect, it } from 'vitest';
import { stepFiles } from '../../../core/generated/funnel-files';
import type { ConditionContext, StepDefinition } from '../../../core/flow/step-definition';
import { validateStep } from '../../../core/flow/validate-step';
import { withStepAnswers } from '../../../testkit/complete-booking';

// Today June 2, 2025: the earliest move date is June 5, 2025, the latest June 2, 2026 (docs/FUNNEL.md#business-constants).
const today = new Date(2025, 5, 2, 15, 30);
const bayside: ConditionContext = { booking: {}, partner: { laborOnlyMoves: true }, query: {} };
const summit: ConditionContext = { booking: {}, partner: { laborOnlyMoves: false }, query: {} };
const step = (file: string): StepDefinition => {
  const found = stepFiles[`schemas/steps/${file}.json`];
  if (!found) throw new Error(`No step file ${file}`);
  return found;
};
/**
 * validateStep over the answers a case is about, the step's other required answers made up from its step file
 * (testkit/complete-booking.ts), so a required field the step gains later breaks only the tests of its own rules.
 */
const validateWith = (file: string, given: Record<string, unknown>, context: ConditionContext) =>
  validateStep(step(file), withStepAnswers(step(file), given, context, today), context, today);

describe('validateStep produces every message of docs/FUNNEL.md#validation from the real step files', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    // Landing / contact
    ['landing', {}, 'email', 'Please provide your email address'],
    ['landing', { email: 'not an email' }, 'email', 'Please provide your email address'],
    ['landing', {}, 'firstName', 'Please provide your first name'],
    ['landing', { firstName: '   ' }, 'firstName', 'Please provide your first name'],
    ['landing', {}, 'lastName', 'Please provide your last name'],
    ['landing', {}, 'phone', 'Please provide your phone number'],
    ['landing', { phone: '555-0123' }, 'phone', 'Please provide a valid phone number'],
    ['landing', { phone: '(415) 555-012' }, 'phone', 'Please provide a valid phone number'],
    // NANP: neither the area code nor the exchange starts with 0 or 1.
    ['landing', { phone: '(000) 555-1234' }, 'phone', 'Please provide a valid phone number'],
    ['landing', { phone: '(123) 456-7890' }, 'phone', 'Please provide a valid phone number'],
    ['landing', { phone: '(415) 055-1234' }, 'phone', 'Please provide a valid phone number'],
    ['landing', { phone: '(415) 155-1234' }, 'phone', 'Please provide a valid phone number'],
    // Service
    ['services', {}, 'serviceType', 'Please select a service type'],
    ['services', { serviceType: null }, 'serviceType', 'Please select a service type'],
    // Origin
    ['origin-address', {}, 'originAddress', 'Please provide your home address'],
    ['origin-address', {}, 'originPropertyType', 'Please select a property type'],
    // A line the server could not place (no state beside it) is no answer.
    ['origin-address', { originAddress: '1 Main St, Atlantis, CA 00000' }, 'originAddress', 'Please provide your home address'],
    ['origin-property-details', {}, 'originSquareFootage', 'Please provide the square footage of your home'],
    ['origin-property-details', { originSquareFootage: 50001 }, 'originSquareFootage', 'Square footage must be less than 50,000'],
    ['origin-property-details', { originSquareFootage: 249 }, 'originSquareFootage', 'Square footage must be greater than 250'],
    // One message at a time: not a whole number comes before too small.
    ['origin-property-details', { originSquareFootage: 2.5 }, 'originSquareFootage', 'Square footage must be a whole number'],
    // Rooms: the living and other areas together hold at least one room.
    ['move-contents-other', {}, 'garageSpaces', 'Please add at least one room or area to move, here or under Living Areas'],
    [
      'move-contents-other',
      { garageSpaces: 0, attics: 0 },
      'garageSpaces',
      'Please add at least one room or area to move, here or under Living Areas',
    ],
    ['origin-property-details', {}, 'originFloors', 'Please provide the number of floors in your home'],
    ['origin-property-details', {}, 'originElevator', 'Please indicate if you need an elevator to access your home'],
    ['origin-property-details', {}, 'originDistanceToTruck', 'Please provide the distance from the truck to your door'],
    // Destination
    ['destination-address', {}, 'destinationAddress', 'Please provide your home address'],
    ['destination-address', {}, 'destinationPropertyType', 'Please select a property type'],
    [
      'destination-address',
      { destinationAddress: '350 5th Ave, New York, NY 10118, Apt 94105' },
      'destinationAddress',
      'Please provide your home address',
    ],
    ['destination-property-details', {}, 'destinationFloors', 'Please provide the number of floors in your new home'],
    ['destination-property-details', {}, 'destinationElevator', 'Please indicate if you need an elevator to access your new home'],
    [
      'destination-property-details',
      {},
      'destinationDistanceToTruck',
      'Please provide the distance from the truck to the door of your new home',
    ],
    // Move date and time of day
    ['move-date', {}, 'moveDate', 'Please provide your move date'],
    ['move-date', { moveDate: '2025-06-04' }, 'moveDate', 'Your move date must be on or after June 5, 2025'],
    ['move-date', { moveDate: '2025-06-02' }, 'moveDate', 'Your move date must be on or after June 5, 2025'],
    ['move-date', { moveDate: '2026-06-03' }, 'moveDate', 'Your move date must be on or before June 2, 2026'],
    ['move-date', { moveDate: '9999-12-31' }, 'moveDate', 'Your move date must be on or before June 2, 2026'],
    ['move-date', {}, 'timeOfDay', 'Please tell us what time of day is best'],
  ])('%s with %j: %s gets "%s"', (file, formData, field, message) => {
    expect(validateStep(step(file), formData, bayside, today)[field]).toEqual([message]);
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'landing',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0123', contactPreference: ['call', 'email'] },
    ],
    ['services', { serviceType: 'labor_only' }],
    ['move-date', { moveDate: '2025-06-05', timeOfDay: 'morning' }],
    ['move-date', { moveDate: '2026-06-02', timeOfDay: 'afternoon' }],
    // A placed line has the state the server (or the chosen suggestion) set beside it.
    ['origin-address', { originAddress: '1 Main St, Oakland, CA 94607, USA', originState: 'CA', originPropertyType: 'apartment' }],
    [
      'origin-property-details',
      { originUnitNumber: '4B', originFloors: 5, originSquareFootage: 250, originDistanceToTruck: 50, originElevator: false },
    ],
    ['origin-property-details', { originFloors: 1, originSquareFootage: 50000, originDistanceToTruck: 500, originElevator: true }],
    ['destination-property-details', { destinationFloors: 2, destinationDistanceToTruck: 100, destinationElevator: false }],
    ['move-contents-living-areas', { bedrooms: 3, bathrooms: 2 }],
    ['move-contents-living-areas', {}],
    ['additional-notes', {}],
    ['additional-notes', { notes: 'Piano on the second floor.' }],
    ['summary', {}],
  ])('%s with %j has no errors', (file, formData) => {
    expect(validateWith(file, formData, bayside)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a room on this page', { attics: 1 }, {}],
    ['a room on the living areas page', {}, { bedrooms: 2 }],
    ['this page over the saved booking', { garageSpaces: 1 }, { garageSpaces: 0 }],
  ])('accepts the other areas with %s', (_case, formData, booking) => {
    expect(validateWith('move-contents-other', formData, { ...bayside, booking })).toEqual({});
  });

  it('reports every missing required field of a step at once', () => {
    expect(Object.keys(validateStep(step('landing'), {}, bayside, today)).sort()).toEqual([...(step('landing').required ?? [])].sort());
  });

  it('refuses labor_only when the partner hides it (summit), accepts it when offered (bayside)', () => {
    expect(validateWith('services', { serviceType: 'labor_only' }, summit)).toEqual({
      serviceType: ['Please choose one of the options'],
    });
    expect(validateWith('services', { serviceType: 'labor_only' }, bayside)).toEqual({});
  });

  it('validates the unit number only while it is visible', () => {
    const long = 'x'.repeat(51);
    const base = { originFloors: 1, originSquareFootage: 1000, originDistanceToTruck: 50, originElevator: false, originUnitNumber: long };
    const house = { ...bayside, booking: { originPropertyType: 'single_family_house' } };
    expect(validateWith('origin-property-details', base, house)).toEqual({});
    expect(validateWith('origin-property-details', base, bayside)).toEqual({
      originUnitNumber: ['Must be at most 50 characters'],
    });
  });

  it('uses the step messages for booking schema limits (notes max length)', () => {
    expect(validateWith('additional-notes', { notes: 'n'.repeat(2001) }, bayside)).toEqual({
      notes: ['Notes must be 2000 characters or fewer'],
    });
  });
});

describe('validateStep semantics (inline fixture over real booking fields)', () => {
  const fixture: StepDefinition = {
    id: 'fixture',
    path: '/book/fixture',
    fields: {
      firstName: { widget: 'text' },
      bedrooms: { widget: 'counter', schema: { maximum: 10 } },
      originElevator: { widget: 'yesNo' },
      contactPreference: { widget: 'checkboxGroup' },
      moveDate: { widget: 'calendar' },
      syncedAt: { widget: 'text' },
      timeOfDay: { widget: 'timeOfDay' },
    },
    required: ['firstName', 'contactPreference', 'timeOfDay'],
    messages: { bedrooms: { maximum: 'At most {max} bedrooms, at least {min}' }, timeOfDay: { required: 'Pick a time' } },
    rules: [{ effect: 'hide', field: 'timeOfDay', when: { scope: 'booking.firstName', schema: { const: 'Hidden' } } }],
  };
  const run = (formData: Record<string, unknown>, context: ConditionContext = bayside) => validateStep(fixture, formData, context, today);
  const valid = { firstName: 'Ada', contactPreference: ['text'], timeOfDay: 'morning' };

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['all valid', valid, {}],
    ["'' counts as missing", { ...valid, firstName: '' }, { firstName: ['This field is required'] }],
    ['null counts as missing', { ...valid, firstName: null }, { firstName: ['This field is required'] }],
    ['[] counts as missing', { ...valid, contactPreference: [] }, { contactPreference: ['This field is required'] }],
    ['a step message wins over the generic one', { ...valid, timeOfDay: undefined }, { timeOfDay: ['Pick a time'] }],
    ['a hidden required field is not required', { firstName: 'Hidden', contactPreference: ['call'] }, {}],
    [
      'the step narrows a booking limit, placeholders from the narrowed schema',
      { ...valid, bedrooms: 11 },
      { bedrooms: ['At most 10 bedrooms, at least 0'] },
    ],
    ['the booking limit still applies', { ...valid, bedrooms: -1 }, { bedrooms: ['Must be at least 0'] }],
    ['a booking type error', { ...valid, bedrooms: 2.5 }, { bedrooms: ['Please enter a valid value'] }],
    ['a yes/no answer refuses words', { ...valid, originElevator: 'yes' }, { originElevator: ['Please enter a valid value'] }],
    ['a yes/no answer is a boolean', { ...valid, originElevator: true }, {}],
    ['No is an answer', { ...valid, originElevator: false }, {}],
    [
      'an item outside the booking enum',
      { ...valid, contactPreference: ['fax'] },
      { contactPreference: ['Please choose one of the options'] },
    ],
    [
      'a calendar date before the earliest move date',
      { ...valid, moveDate: '2025-06-04' },
      { moveDate: ['Must be on or after June 5, 2025'] },
    ],
    ['a calendar date on the earliest move date', { ...valid, moveDate: '2025-06-05' }, {}],
    [
      'a calendar date after the latest move date',
      { ...valid, moveDate: '2026-06-03' },
      { moveDate: ['Must be on or before June 2, 2026'] },
    ],
    ['a calendar date on the latest move date', { ...valid, moveDate: '2026-06-02' }, {}],
    ['a date format error', { ...valid, moveDate: '2025-02-30' }, { moveDate: ['Please enter a valid value'] }],
    ['the earliest date applies to calendar fields only', { ...valid, syncedAt: '2020-01-01T00:00:00Z' }, {}],
    ['the latest date applies to calendar fields only', { ...valid, syncedAt: '9999-12-31T00:00:00Z' }, {}],
    ['optional empty values are not checked', { ...valid, bedrooms: '', moveDate: '' }, {}],
    ['fields of other steps are ignored', { ...valid, email: 'nope', originFloors: 99 }, {}],
  ])('%s', (_case, formData, expected) => {
    expect(run(formData)).toEqual(expected);
  });

  it('visibility follows the form data over the saved booking', () => {
    const saved = { ...bayside, booking: { firstName: 'Hidden' } };
    expect(run({ firstName: 'Ada', contactPreference: ['call'] }, saved)).toEqual({ timeOfDay: ['Pick a time'] });
  });

  it('throws on a field schema keyword the engine cannot check, never skipping it', () => {
    const bad: StepDefinition = { ...fixture, fields: { ...fixture.fields, firstName: { widget: 'text', schema: { format: 'email' } } } };
    expect(() => validateStep(bad, valid, bayside, today)).toThrow('cannot check the field schema keyword "format"');
  });
});

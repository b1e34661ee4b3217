import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { readFunnelFiles, readJson } from '../helpers/read-funnel-files';

type Node = Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
const schema = readJson<Node>('schemas/booking.schema.json');
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validate = ajv.compile(schema);

// docs/FUNNEL.md#saving-and-conversions, field by field: the fields no step asks for (the steps' own come from their files).
const ADDRESS = ['Address', 'Street', 'City', 'State', 'PostalCode', 'Country', 'Lat', 'Lng', 'PlaceId', 'PropertyType', 'UnitNumber', 'Floors', 'Elevator', 'DistanceToTruck'];
const FIELDS = [
  'reference', 'revision', 'hold', 'serviceType', 'syncedAt', 'cancelledAt', 'currentStep', 'locationId', 'location', 'firstName', 'lastName', 'email',
  'phone', 'contactPreference', 'moveDate', 'timeOfDay', ...ADDRESS.map((f) => `origin${f}`), 'originSquareFootage',
  ...ADDRESS.map((f) => `destination${f}`), 'notes', 'distance', 'estimate', 'pricingSections', 'conversionType',
  'unserviceableReason', 'termsAccepted', 'termsAcceptedAt', 'moveDateChosen', 'submissionRedirectOverride', 'utm_campaign', 'utm_content', 'utm_medium',
  'utm_source', 'utm_term', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid', 'hostPageOrigin', 'hostPagePath',
  // The consent a landing submit records, the text-message opt-in and "Stop messages" (docs/LEADS.md, "Consent").
  'smsOptIn', 'messagesStopped', 'consent',
  // The crew the server recorded (docs/LEADS.md, `crew`; docs/PARTNERS.md, Capacity).
  'crew', 'crewConfirmBy', 'crewHeldBy',
  // The money shown when it converted to pay now (docs/PARTNERS.md, Payment; docs/LEADS.md, `payment`).
  'paymentTerms',
];

describe('booking.schema.json', () => {
  it('has exactly the Booking fields of docs/FUNNEL.md#saving-and-conversions', () => {
    const asked = new Set(readFunnelFiles().steps.flatMap((step) => Object.keys(step.data.fields)));
    const expected = new Set([...FIELDS, ...asked]);
    expect(
      Object.keys(schema.properties).filter((field) => !expected.has(field)),
      'A booking field no step asks for (one the server or the URL sets) is added to FIELDS in this test and to docs/FUNNEL.md, "Saving and conversions"',
    ).toEqual([]);
    expect(FIELDS.filter((field) => !(field in schema.properties))).toEqual([]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.$id).toBe('booking');
  });

  // docs/FUNNEL.md enums (null: not chosen yet).
  it.each([
    ['serviceType', ['full_service', 'labor_only', null]],
    ['timeOfDay', ['morning', 'afternoon', null]],
    ['conversionType', ['pay_now', 'pay_later', 'unserviceable', null]],
    ['unserviceableReason', ['labor_only_move', 'out_of_state_move', 'long_distance_move', null]],
    ['originPropertyType', ['studio_apartment', 'apartment', 'single_family_house', 'duplex', 'condominium', 'townhome', 'warehouse', 'office', null]],
    ['originFloors', [1, 2, 3, 4, 5, null]],
    ['destinationDistanceToTruck', [50, 100, 200, 300, 400, 500, null]],
  ])('%s enum', (field, values) => {
    expect(schema.properties[field]!.enum).toEqual(values);
  });

  it('a partial save validates', () => {
    expect(validate({ reference: 'REF00001', firstName: 'Ada', email: 'ada@example.com', phone: '(415) 555-0123', contactPreference: ['call', 'email'], serviceType: null, moveDate: null })).toBe(true);
  });

  it('a complete booking validates', () => {
    const booking = {
      reference: 'REF00007', revision: 3, serviceType: 'full_service', syncedAt: '2025-06-01T10:00:00.000Z', locationId: 101,
      location: { id: 101, name: 'Oakland depot', line1: '1200 Embarcadero', city: 'Oakland', state: 'CA', zip: '94606', lat: 37.8, lng: -122.26 },
      moveDate: '2025-06-05', timeOfDay: 'morning', originState: 'CA', originCountry: 'US', originPostalCode: '94110',
      originSquareFootage: 2500, originFloors: 2, originElevator: false, originDistanceToTruck: 100, bedrooms: 3, notes: 'Piano',
      pricingSections: [{ type: 'fees', title: 'Fees', subtitle: null, display_value: null, cost: 50, line_items: [{ slug: 'piano', label: 'Piano', amount: 1 }] }],
      conversionType: 'pay_later', termsAccepted: true, utm_source: 'newsletter',
    };
    expect(validate(booking), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['an unknown field', { colour: 'red' }],
    // The browser never sees nor sends the database id: the session names the booking, the browser knows its reference.
    ['a database id', { id: 7 }],
    ['a phone outside the mask', { phone: '4155550123' }],
    ['a bad email', { email: 'not-an-email' }],
    ['a timestamped move date', { moveDate: '2025-06-05T00:00:00Z' }],
    ['floors 6', { originFloors: 6 }],
    ['a carry distance off the bands', { originDistanceToTruck: 75 }],
    ['square footage below 250', { originSquareFootage: 100 }],
    ['square footage above 50000', { originSquareFootage: 60000 }],
    ['a count of 100', { bedrooms: 100 }],
    ['a fractional count', { bedrooms: 1.5 }],
    ['a state name', { originState: 'California' }],
    ['a country other than US', { destinationCountry: 'CA' }],
    ['a repeated contact preference', { contactPreference: ['call', 'call'] }],
    ['an unknown contact preference', { contactPreference: ['fax'] }],
    ['elevator as yes/no text (stored form is boolean)', { originElevator: 'yes' }],
    ['a first name of 101 characters', { firstName: 'a'.repeat(101) }],
    ['notes over 2000 characters', { notes: 'a'.repeat(2001) }],
    ['an unknown pricing section type', { pricingSections: [{ type: 'tax', title: 'Tax', line_items: [] }] }],
  ])('rejects %s', (_name, booking) => {
    expect(validate(booking)).toBe(false);
  });
});

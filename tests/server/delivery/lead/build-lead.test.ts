/**
 * The lead of a booking (schemas/lead.schema.json): what the booking's path asked, validated against
 * the published schema, never session or card data.
 */
import { describe, expect, it } from 'vitest';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import type { Lead } from '../../../../server/delivery/lead/lead';
import { address, COMPLETE_BOOKING, COMPLETE_COLORADO_BOOKING, NEW_YORK, STEP_VALUES } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER, PAY_NOW, validateLead, validateLeadEvent } from '../../helpers/test-leads';

type Fields = Record<string, unknown>;

const MOVE_DATE = String(STEP_VALUES.moveDate!.moveDate);
const BAY_AREA = { ...COMPLETE_BOOKING, distance: 14.2, locationId: 101, utm_source: 'google', utm_campaign: 'spring' };
const LABOR_ONLY = { ...BAY_AREA, serviceType: 'labor_only', distance: 9.5 };
const TO_NEW_YORK = { ...BAY_AREA, ...address('destination', NEW_YORK), distance: 2900 };
const LANDING_ONLY = { ...STEP_VALUES.landing, serviceType: 'full_service' };
const COLORADO = { ...COMPLETE_COLORADO_BOOKING, distance: 31, serviceType: 'full_service' };

/** [case, partner, booking, conversion, top-level keys beyond the always-sent ones]. */
const CASES: Array<[string, string, Fields, Parameters<typeof leadInput>[2], string[]]> = [
  [
    'a full-service pay-later booking',
    'bayside-movers',
    BAY_AREA,
    PAY_LATER,
    ['move', 'origin', 'destination', 'rooms', 'specialtyItems', 'notes'],
  ],
  ['a pay-now booking', 'bayside-movers', BAY_AREA, PAY_NOW, ['move', 'origin', 'destination', 'rooms', 'specialtyItems', 'notes']],
  ['a labor-only booking: no destination', 'bayside-movers', LABOR_ONLY, PAY_LATER, ['move', 'origin', 'rooms', 'specialtyItems', 'notes']],
  [
    'an out-of-state move: its path ends at the destination',
    'bayside-movers',
    TO_NEW_YORK,
    { type: 'unserviceable', unserviceableReason: 'out_of_state_move' },
    ['move', 'origin', 'destination'],
  ],
  ['an abandoned lead: the landing page and the step it stopped at', 'bayside-movers', LANDING_ONLY, null, ['move']],
  [
    'a partner without labor-only moves',
    'summit-moving',
    COLORADO,
    PAY_LATER,
    ['move', 'origin', 'destination', 'rooms', 'specialtyItems', 'notes'],
  ],
];

const ALWAYS = [
  'version',
  'reference',
  'partner',
  'contact',
  'consent',
  'serviceType',
  'distanceMiles',
  'depot',
  'estimate',
  'conversion',
  'marketing',
  'createdAt',
  'updatedAt',
  'convertedAt',
  'answers',
  'crew',
];

/** The path of every key of a value, at any depth: 'depot.id'. */
function keysDeep(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keysDeep(item, at));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${at}${key}`, ...keysDeep(inner, `${at}${key}.`)]);
}

describe('buildLead', () => {
  it.each(CASES)('%s validates against lead.schema.json with the path-shown sections', (_case, slug, booking, conversion, sections) => {
    const lead = buildLead(leadInput(slug, booking, conversion));
    expect(validateLead(lead), JSON.stringify(validateLead.errors)).toBe(true);
    expect(Object.keys(lead).sort()).toEqual([...ALWAYS, ...sections].sort());
    expect(validateLeadEvent(leadEvent(conversion ? 'booking.converted' : 'booking.abandoned', lead))).toBe(true);
  });

  it.each(CASES)('%s carries no session, card or internal data', (_case, slug, booking, conversion) => {
    const keys = keysDeep(buildLead(leadInput(slug, { ...booking, currentStep: 'summary', termsAccepted: true }, conversion)));
    for (const forbidden of [
      /session/i,
      /stripe/i,
      /card/i,
      /setupIntent/i,
      /paymentMethod/i,
      /^id$/,
      /revision/,
      /currentStep/,
      /termsAccepted/,
      /syncedAt/,
      /placeId/i,
      /redirect/i,
    ]) {
      expect(keys.filter((key) => forbidden.test(key))).toEqual([]);
    }
  });

  it('sends a full-service booking as the customer gave it', () => {
    const input = leadInput('bayside-movers', BAY_AREA, PAY_LATER);
    const lead = buildLead(input);
    expect(lead).toMatchObject({
      version: 1,
      reference: '7KQ2M9XD',
      partner: { slug: 'bayside-movers', name: 'Bayside Movers' },
      contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(415) 555-0100', preferences: ['email'] },
      serviceType: 'full_service',
      move: { date: MOVE_DATE, timeOfDay: 'morning', arrivalWindow: { start: '08:00', end: '12:00' } },
      origin: {
        address: '500 Market St, San Francisco, CA 94105',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        unitNumber: '4B',
        propertyType: 'apartment',
        floors: 2,
        squareFootage: 1000,
        elevator: false,
        distanceToTruckYards: 50,
      },
      distanceMiles: 14.2,
      depot: { id: 101, name: 'Oakland depot', city: 'Oakland', state: 'CA' },
      rooms: { bedrooms: 2, bathrooms: 1, livingRooms: 1, kitchens: 1, diningRooms: 0, garageSpaces: 0, basements: 0 },
      specialtyItems: { refrigerators: 1, uprightPianos: 0, grandPianos: 0, heavySafes: 0 },
      notes: 'Fragile mirror',
      conversion: { type: 'pay_later', unserviceableReason: null },
      marketing: { utm_source: 'google', utm_campaign: 'spring' },
      createdAt: input.createdAt.toISOString(),
      updatedAt: input.updatedAt.toISOString(),
      convertedAt: input.convertedAt!.toISOString(),
    });
    expect(lead.estimate.total).toBeGreaterThan(0);
    expect(lead.estimate).toEqual({
      total: input.estimate.total,
      currency: 'USD',
      nonBinding: true,
      wording: 'Non-binding estimate',
      sections: input.estimate.sections,
    });
  });

  it.each<[string, Fields, (lead: Lead) => unknown, unknown]>([
    ['a single family house has no unit number', BAY_AREA, (lead) => 'unitNumber' in lead.destination!, false],
    ['the destination has no square footage', BAY_AREA, (lead) => 'squareFootage' in lead.destination!, false],
    ['an unticked preference list is empty', { ...BAY_AREA, contactPreference: undefined }, (lead) => lead.contact.preferences, []],
    ['empty notes are null', { ...BAY_AREA, notes: null }, (lead) => lead.notes, null],
    [
      'no time of day, no window',
      { ...BAY_AREA, timeOfDay: 'afternoon' },
      (lead) => lead.move?.arrivalWindow,
      { start: '12:00', end: '16:00' },
    ],
    ['no marketing parameters', { ...BAY_AREA, utm_source: null, utm_campaign: '' }, (lead) => lead.marketing, {}],
    [
      'ad click ids and the page that embedded the funnel',
      { ...BAY_AREA, gclid: 'Cj0KCQ-test', fbclid: '', hostPageOrigin: 'https://www.baysidemovers.com', hostPagePath: '/get-a-quote' },
      (lead) => lead.marketing,
      {
        utm_source: 'google',
        utm_campaign: 'spring',
        gclid: 'Cj0KCQ-test',
        hostPageOrigin: 'https://www.baysidemovers.com',
        hostPagePath: '/get-a-quote',
      },
    ],
    ['the depot by id when the booking stores none', { ...BAY_AREA, locationId: 102 }, (lead) => lead.depot?.name, 'San Jose depot'],
  ])('%s', (_case, booking, read, expected) => {
    const lead = buildLead(leadInput('bayside-movers', booking, PAY_LATER));
    expect(validateLead(lead), JSON.stringify(validateLead.errors)).toBe(true);
    expect(read(lead)).toEqual(expected);
  });

  it('an unserviceable lead keeps its reason; any other conversion has none', () => {
    const unserviceable = buildLead(
      leadInput('bayside-movers', TO_NEW_YORK, { type: 'unserviceable', unserviceableReason: 'out_of_state_move' }),
    );
    expect(unserviceable.conversion).toEqual({ type: 'unserviceable', unserviceableReason: 'out_of_state_move' });
    const payLater = buildLead(leadInput('bayside-movers', BAY_AREA, { type: 'pay_later', unserviceableReason: 'out_of_state_move' }));
    expect(payLater.conversion).toEqual({ type: 'pay_later', unserviceableReason: null });
  });

  it('a withdrawn or abandoned lead has no conversion and no conversion time', () => {
    const lead = buildLead(leadInput('bayside-movers', BAY_AREA, null, { convertedAt: new Date() }));
    expect([lead.conversion, lead.convertedAt]).toEqual([null, null]);
  });

  it('is walked as of the event: a move date that has since come within three days still counts', () => {
    const asOf = new Date(`${MOVE_DATE}T12:00:00`);
    const before = new Date(asOf.getTime() - 29 * 24 * 3600_000);
    const lead = buildLead(leadInput('bayside-movers', BAY_AREA, PAY_LATER, { updatedAt: before, convertedAt: before }));
    expect(lead.rooms).toBeDefined();
  });
});

describe('the lead answers', () => {
  it("carries every answer on the path with its step's title, its question and the chosen option's label", () => {
    const lead = buildLead(leadInput('bayside-movers', COMPLETE_BOOKING, PAY_LATER));
    expect(lead.answers?.timeOfDay).toEqual({
      step: 'moveDate',
      stepLabel: 'Move date',
      label: expect.any(String),
      value: COMPLETE_BOOKING.timeOfDay,
      valueLabel: expect.stringMatching(/^Morning/),
    });
    expect(lead.answers?.originPropertyType?.valueLabel).not.toBe(lead.answers?.originPropertyType?.value);
    // The checkout's choices are the conversion, not answers.
    expect(Object.keys(lead.answers ?? {})).not.toContain('termsAccepted');
  });
});

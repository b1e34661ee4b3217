/**
 * The server refuses what the flow would not allow: pay later (and the card routes, tested with
 * Stripe's stand-in in payments/card-routes.test.ts) only for a finished booking the server can
 * serve; unserviceable only with the reason the server derives from its own figures.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { funnelStep } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { requiredMessages } from '../../../testkit/complete-booking';
import type { AppDatabase } from '../../../server/db/app-database';
import { SERVICEABLE_MOVE_MESSAGE } from '../../../server/flow/conversion-verdict';
import { bookingByReference } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';
import { api, useTestApp, visit } from '../helpers/test-app';
import { address, COMPLETE_BOOKING, COMPLETE_COLORADO_BOOKING, NEW_YORK, SAN_DIEGO } from '../helpers/test-bookings';

const OUT_OF_STATE = "Out of state moves need a special touch — let's connect you with the right team.";
const TOO_FAR = "This move is beyond our range, but we'll help you find movers who go the distance.";
const LABOR_ONLY = "Labor-only moves work a bit differently, so we'll need to double-check the specifics with you directly.";

type Fields = Record<string, unknown>;
interface Refusal {
  messages: string[];
  step: string;
  path: string;
  unserviceableReason?: string | null;
}

/** [case, partner, what the browser saved (null: nothing), the 422 answer]. */
const PAY_LATER_REFUSALS: Array<[string, string, Fields | null, Refusal]> = [
  [
    'an empty booking',
    'bayside-movers',
    null,
    // Every message of the first step, from its step file (landing: the contact details).
    { messages: requiredMessages(funnelStep(funnelDefinition, 'landing')), step: 'landing', path: '/book' },
  ],
  [
    'no first name',
    'bayside-movers',
    { ...COMPLETE_BOOKING, firstName: null },
    { messages: ['Please provide your first name'], step: 'landing', path: '/book' },
  ],
  [
    'no service type',
    'bayside-movers',
    { ...COMPLETE_BOOKING, serviceType: null },
    { messages: ['Please select a service type'], step: 'services', path: '/book/services' },
  ],
  [
    'no move date',
    'bayside-movers',
    { ...COMPLETE_BOOKING, moveDate: null },
    { messages: ['Please provide your move date'], step: 'moveDate', path: '/book/move-date' },
  ],
  [
    'no time of day',
    'bayside-movers',
    { ...COMPLETE_BOOKING, timeOfDay: null },
    { messages: ['Please tell us what time of day is best'], step: 'moveDate', path: '/book/move-date' },
  ],
  [
    'no origin property type',
    'bayside-movers',
    { ...COMPLETE_BOOKING, originPropertyType: null },
    { messages: ['Please select a property type'], step: 'originAddress', path: '/book/origin/address' },
  ],
  [
    'the origin elevator unanswered (a required yes/no is never "No" by default)',
    'bayside-movers',
    { ...COMPLETE_BOOKING, originElevator: null },
    {
      messages: ['Please indicate if you need an elevator to access your home'],
      step: 'originPropertyDetails',
      path: '/book/origin/property-details',
    },
  ],
  [
    'the destination elevator unanswered',
    'bayside-movers',
    { ...COMPLETE_BOOKING, destinationElevator: null },
    {
      messages: ['Please indicate if you need an elevator to access your new home'],
      step: 'destinationPropertyDetails',
      path: '/book/destination/property-details',
    },
  ],
  [
    'an origin address the server cannot place',
    'bayside-movers',
    { ...COMPLETE_BOOKING, ...address('origin', '1 Nowhere Rd, Atlantis, CA 00000') },
    { messages: ['Please provide your home address'], step: 'originAddress', path: '/book/origin/address' },
  ],
  [
    'no origin floors',
    'bayside-movers',
    { ...COMPLETE_BOOKING, originFloors: null },
    {
      messages: ['Please provide the number of floors in your home'],
      step: 'originPropertyDetails',
      path: '/book/origin/property-details',
    },
  ],
  [
    'no destination address',
    'bayside-movers',
    { ...COMPLETE_BOOKING, destinationAddress: null },
    { messages: ['Please provide your home address'], step: 'destinationAddress', path: '/book/destination/address' },
  ],
  [
    'no destination elevator answer',
    'bayside-movers',
    { ...COMPLETE_BOOKING, destinationElevator: null },
    {
      messages: ['Please indicate if you need an elevator to access your new home'],
      step: 'destinationPropertyDetails',
      path: '/book/destination/property-details',
    },
  ],
  [
    'no rooms at all',
    'bayside-movers',
    { ...COMPLETE_BOOKING, bedrooms: 0, bathrooms: 0, livingRooms: 0, kitchens: 0 },
    {
      messages: ['Please add at least one room or area to move, here or under Living Areas'],
      step: 'moveContentsOther',
      path: '/book/move-contents/other',
    },
  ],
  [
    'a move out of state, though the browser says the origin is in CA',
    'bayside-movers',
    { ...COMPLETE_BOOKING, ...address('origin', NEW_YORK, { State: 'CA', Lat: 37.78, Lng: -122.39 }) },
    { messages: [OUT_OF_STATE], step: 'destinationAddress', path: '/book/destination/address', unserviceableReason: 'out_of_state_move' },
  ],
  [
    'a move too far, though the browser says it is 5 miles',
    'bayside-movers',
    { ...COMPLETE_BOOKING, ...address('destination', SAN_DIEGO), distance: 5 },
    { messages: [TOO_FAR], step: 'destinationAddress', path: '/book/destination/address', unserviceableReason: 'long_distance_move' },
  ],
  [
    'a labor-only move at a partner without labor-only moves',
    'summit-moving',
    { ...COMPLETE_COLORADO_BOOKING, serviceType: 'labor_only' },
    {
      messages: [LABOR_ONLY],
      step: 'originPropertyDetails',
      path: '/book/origin/property-details',
      unserviceableReason: 'labor_only_move',
    },
  ],
];

/** [case, partner, what the browser saved, the reason it sends, the 422 answer]. */
const UNSERVICEABLE_REFUSALS: Array<[string, string, Fields | null, string, Refusal]> = [
  ['an empty booking', 'bayside-movers', null, 'out_of_state_move', { ...PAY_LATER_REFUSALS[0]![3] }],
  [
    'a forged reason for a move the partner serves',
    'bayside-movers',
    COMPLETE_BOOKING,
    'out_of_state_move',
    { messages: [SERVICEABLE_MOVE_MESSAGE], step: 'checkout', path: '/book/checkout', unserviceableReason: null },
  ],
  [
    'a forged reason before the addresses are checked',
    'bayside-movers',
    { ...COMPLETE_BOOKING, destinationAddress: null },
    'long_distance_move',
    { messages: ['Please provide your home address'], step: 'destinationAddress', path: '/book/destination/address' },
  ],
  [
    'another reason than the server finds',
    'bayside-movers',
    { ...COMPLETE_BOOKING, ...address('origin', NEW_YORK, { State: 'CA' }) },
    'long_distance_move',
    { messages: [OUT_OF_STATE], step: 'destinationAddress', path: '/book/destination/address', unserviceableReason: 'out_of_state_move' },
  ],
];

/** [case, partner, what the browser saved, the reason the server accepts]. */
const UNSERVICEABLE_ACCEPTED: Array<[string, string, Fields, string]> = [
  ['out of state', 'bayside-movers', { ...COMPLETE_BOOKING, ...address('origin', NEW_YORK, { State: 'CA' }) }, 'out_of_state_move'],
  [
    'too far, with the steps after the check not done',
    'bayside-movers',
    { ...COMPLETE_BOOKING, ...address('destination', SAN_DIEGO), bedrooms: null },
    'long_distance_move',
  ],
  ['labor only at summit-moving', 'summit-moving', { ...COMPLETE_COLORADO_BOOKING, serviceType: 'labor_only' }, 'labor_only_move'],
];

describe.each(testDatabases)('conversions the flow would not allow ($name)', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  useTestApp(open, (opened) => ({ app, database } = opened));

  /** A visitor whose booking was saved with these fields (or never saved), and the copy the browser holds. */
  async function visitorWith(slug: string, fields: Fields | null) {
    const visitor = await visit(app, slug);
    if (!fields) return { visitor, booking: visitor.props.booking };
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...fields } });
    expect(saved.statusCode).toBe(200);
    return { visitor, booking: saved.json() as Fields };
  }

  /** A booking's conversion; a booking never saved (page loads store nothing) has no row at all. */
  const conversionOf = async (reference: unknown) => {
    const row = reference === undefined ? null : await bookingByReference(database.db, reference);
    return row ? [row.conversionType, row.unserviceableReason] : 'not stored';
  };
  const unconverted = (fields: Fields | null) => (fields ? [null, null] : 'not stored');

  it.each(PAY_LATER_REFUSALS)('pay later refuses %s', async (_case, slug, fields, refusal) => {
    const { visitor, booking } = await visitorWith(slug, fields);
    const response = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect([response.statusCode, response.json()]).toEqual([422, refusal]);
    expect(await conversionOf(booking.reference)).toEqual(unconverted(fields));
  });

  it.each([
    ['bayside-movers', COMPLETE_BOOKING],
    ['summit-moving', COMPLETE_COLORADO_BOOKING],
  ])('pay later converts a finished, serviceable booking at %s', async (slug, fields) => {
    const { visitor, booking } = await visitorWith(slug, fields);
    const response = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ conversionType: 'pay_later', revision: (booking.revision as number) + 1 });
  });

  it('a booking at a partner without labor-only moves that never said its service type is full service, priced, as the landing page makes it', async () => {
    const { serviceType: _none, ...withoutServiceType } = COMPLETE_COLORADO_BOOKING;
    const { visitor, booking } = await visitorWith('summit-moving', withoutServiceType);
    expect(booking).toMatchObject({ serviceType: 'full_service', estimate: expect.any(Number) });
    const response = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(response.json()).toMatchObject({ conversionType: 'pay_later', serviceType: 'full_service', estimate: expect.any(Number) });
  });

  it.each(UNSERVICEABLE_REFUSALS)('unserviceable refuses %s', async (_case, slug, fields, reason, refusal) => {
    const { visitor, booking } = await visitorWith(slug, fields);
    const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', { booking, unserviceableReason: reason });
    expect([response.statusCode, response.json()]).toEqual([422, refusal]);
    expect(await conversionOf(booking.reference)).toEqual(unconverted(fields));
  });

  it.each(UNSERVICEABLE_ACCEPTED)('unserviceable records %s with the reason the server derives', async (_case, slug, fields, reason) => {
    const { visitor, booking } = await visitorWith(slug, fields);
    const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', { booking, unserviceableReason: reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ conversionType: 'unserviceable', unserviceableReason: reason });
    expect(await conversionOf(booking.reference)).toEqual(['unserviceable', reason]);
  });
});

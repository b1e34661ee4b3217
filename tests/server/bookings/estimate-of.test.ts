import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../core/booking';
import type { FastifyInstance } from 'fastify';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../../core/pricing/partner-pricing';
import type { AppDatabase } from '../../../server/db/app-database';
import { estimateOf } from '../../../server/bookings/estimate-of';
import { bookingSession } from '../../../server/flow/booking-session';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { bookingByReference } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';
import { countFields } from '../../../core/count-fields';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { bookingSchema } from '../../../core/generated/booking-schema';
import { api, testPartners, useTestApp, visit } from '../helpers/test-app';
import { address, COMPLETE_BOOKING, OAKLAND, SAN_DIEGO, SAN_FRANCISCO } from '../helpers/test-bookings';

/** The booking with the server's estimate, as a save stores it (server/bookings/prepare-save.ts). */
function withEstimate(data: Booking, partner: ServerPartner, today = new Date()): Booking {
  return { ...data, ...estimateOf(bookingSession(partner, { booking: data, today }), partner) };
}

/**
 * A booking whose steps before the estimate are answered (docs/FUNNEL.md, "Pricing and serviceability"),
 * with every count at 0, so each case adds the rooms it prices.
 */
const DETAILS: Booking = {
  ...COMPLETE_BOOKING,
  ...Object.fromEntries([...countFields(funnelDefinition, bookingSchema)].map((field) => [field, 0])),
  serviceType: 'full_service',
  originFloors: 1,
  originElevator: false,
  originDistanceToTruck: 50,
  originSquareFootage: 500,
  destinationFloors: 1,
  destinationElevator: true,
  destinationDistanceToTruck: 50,
  distance: 10,
};

const { pricing: _filePricing, ...demoPartner } = testPartners()[0]!;
const partner = (pricing?: PartnerPricing): ServerPartner => ({
  ...demoPartner,
  slug: 'test-movers',
  name: 'Test Movers',
  locations: [],
  ...(pricing ? { pricing } : {}),
});

describe('estimateOf, as a save stores it', () => {
  // Hand-checked with the default rates: 1 bedroom = 3 mover-hours, 500 sq ft = 4 (the larger counts);
  // 2 movers for 2 hours, raised to the 3-hour minimum: 3 x $139 = $417; truck $150; 10 miles are free,
  // one floor needs no stairs, 50 yards is the free carry.
  it.each<[string, PartnerPricing | undefined, number, string]>([
    ['without partner pricing (the defaults)', undefined, 567, '2 movers · 3 hours'],
    ['with a partner minimum of 4 hours', { minimumHours: 4 }, 4 * 139 + 150, '2 movers · 4 hours'],
    ['with a partner truck fee of $200', { truckFee: 200 }, 417 + 200, '2 movers · 3 hours'],
  ])('prices a booking with enough details %s', (_case, pricing, total, laborSubtitle) => {
    const data = withEstimate({ ...DETAILS, bedrooms: 1 }, partner(pricing));
    expect(data.estimate).toBe(total);
    const sections = data.pricingSections as { type: string; title: string; subtitle?: string; cost: number }[];
    expect(sections.map((s) => [s.type, s.title])).toEqual([
      ['labor', 'Labor'],
      ['fees', 'Truck fee'],
    ]);
    expect(sections[0]?.subtitle).toBe(laborSubtitle);
    expect(sections.reduce((sum, s) => sum + s.cost, 0)).toBe(total);
  });

  it('stores null and no sections until there are enough details, whatever the client sent', () => {
    const sent: Booking = {
      ...DETAILS,
      originFloors: null,
      estimate: 1,
      pricingSections: [{ type: 'labor', title: 'Cheap', cost: 1, line_items: [] }],
    };
    expect(withEstimate(sent, partner())).toEqual({ ...DETAILS, originFloors: null, estimate: null, pricingSections: [] });
  });

  it("replaces a client's own estimate with the server's", () => {
    const data = withEstimate({ ...DETAILS, bedrooms: 1, estimate: 1 }, partner());
    expect(data.estimate).toBe(567);
  });

  it('leaves the rest of the data as it is', () => {
    const data = withEstimate({ ...DETAILS, bedrooms: 1, firstName: 'Ann', notes: 'Fragile' }, partner());
    expect(data).toMatchObject({ ...DETAILS, bedrooms: 1, firstName: 'Ann', notes: 'Fragile' });
  });
});

/** What a save sends: addresses instead of a distance, which the server works out itself. */
const { distance: _distance, ...SENT } = { ...DETAILS, ...address('origin', SAN_FRANCISCO), ...address('destination', OAKLAND) };

describe.each(testDatabases)('the estimate on saves ($name)', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const bayside = testPartners().find((p) => p.slug === 'bayside-movers')!;
  const baysidePricing = (bayside as { pricing?: PartnerPricing }).pricing;
  // Its price rules by date count too: the test's move date may be any day.

  useTestApp(open, (opened) => ({ app, database } = opened));

  it('answers estimate null until the details suffice, then a number, which grows with a room and is stored', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const first = await api(app, visitor, 'PUT', '/api/v1/booking', {
      booking: { ...visitor.props.booking, ...SENT, originFloors: null, estimate: 99 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ revision: 1, estimate: null, pricingSections: [] });

    // The browser sends back what it got, sections included: they must pass the booking schema.
    const second = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...first.json(), originFloors: 1, bedrooms: 1 } });
    expect(second.statusCode).toBe(200);
    const priced = second.json();
    const expected = estimateBooking({ ...DETAILS, distance: priced.distance, bedrooms: 1 }, baysidePricing)!;
    expect(priced.estimate).toBeGreaterThan(0);
    expect(priced.estimate).toBe(expected.total);
    expect(priced.pricingSections).toEqual(expected.sections);

    const third = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...priced, bedrooms: 5, livingRooms: 1 } });
    expect(third.statusCode).toBe(200);
    expect(third.json().estimate).toBeGreaterThan(priced.estimate);

    const stored = await bookingByReference(database.db, first.json().reference);
    expect(stored?.data).toMatchObject({ estimate: third.json().estimate, pricingSections: third.json().pricingSections });
    // The next page load preloads the same estimate.
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toMatchObject({ estimate: third.json().estimate });
  });

  it('goes back to null when the details stop sufficing (a required answer removed)', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const priced = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...SENT, kitchens: 1 } });
    expect(priced.json().estimate).toBeGreaterThan(0);
    const emptied = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...priced.json(), originFloors: null } });
    expect(emptied.json()).toMatchObject({ estimate: null, pricingSections: [] });
  });

  it('does not price a booking an unserviceable conversion saves: no estimate for a move the partner cannot serve', async () => {
    const visitor = await visit(app, 'bayside-movers');
    // The server records only the reason it finds itself: San Diego is beyond the partner's range.
    const booking = { ...visitor.props.booking, ...COMPLETE_BOOKING, ...SENT, ...address('destination', SAN_DIEGO), bedrooms: 2 };
    const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', {
      booking,
      unserviceableReason: 'long_distance_move',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ conversionType: 'unserviceable', estimate: null, pricingSections: [] });
  });

  it('keeps the stored estimate through pay later, which converts the booking as it is', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', {
      booking: { ...visitor.props.booking, ...COMPLETE_BOOKING, ...SENT, bedrooms: 3 },
    });
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({
      conversionType: 'pay_later',
      estimate: saved.json().estimate,
      pricingSections: saved.json().pricingSections,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { withRouteFigures } from '../../../server/bookings/with-route-figures';
import { bookingByReference } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';
import { api, testPartners, useTestApp, visit } from '../helpers/test-app';
import { address, COMPLETE_BOOKING, NEW_YORK, OAKLAND, SAN_FRANCISCO } from '../helpers/test-bookings';

/** A depot a client made up: never stored. */
const FORGED_DEPOT = { id: 999, name: 'Evil depot', line1: '1 Fake St', city: 'Nowhere', state: 'NV', zip: '89000', lat: 0, lng: 0 };

const placed = (lat: number, lng: number, state: string) => ({ lat, lng, state });

describe('withRouteFigures', () => {
  it.each<[string, Record<string, unknown>, Parameters<typeof withRouteFigures>[1], Record<string, unknown>]>([
    [
      "replaces the browser's coordinates, states and distance with the server's",
      { ...address('origin', SAN_FRANCISCO), ...address('destination', OAKLAND), distance: 1 },
      { origin: placed(1, 2, 'CA'), destination: placed(3, 4, 'NV'), depot: null, distance: 12.5 },
      { originLat: 1, originLng: 2, originState: 'CA', destinationLat: 3, destinationLng: 4, destinationState: 'NV', distance: 12.5 },
    ],
    [
      'an address the server cannot place keeps no coordinates, state or distance',
      { ...address('origin', SAN_FRANCISCO), distance: 1 },
      { origin: null, destination: null, depot: null, distance: null },
      { originLat: null, originLng: null, originState: null, distance: null },
    ],
    [
      'the depot of the route becomes the booking location',
      { ...address('origin', SAN_FRANCISCO), locationId: 999 },
      {
        origin: placed(1, 2, 'CA'),
        destination: null,
        depot: { id: 101, name: 'Oakland depot', line1: '', city: '', state: 'CA', zip: '', lat: 0, lng: 0 },
        distance: 3,
      },
      {
        locationId: 101,
        location: { id: 101, name: 'Oakland depot', line1: '', city: '', state: 'CA', zip: '', lat: 0, lng: 0 },
        distance: 3,
      },
    ],
  ])('%s', (_case, data, figures, expected) => {
    expect(withRouteFigures(data, figures)).toMatchObject(expected);
  });

  it('drops coordinates and a distance sent without any address', () => {
    const result = withRouteFigures(
      { firstName: 'Ann', originLat: 1, originLng: 2, destinationLat: 3, destinationLng: 4, distance: 1, location: FORGED_DEPOT },
      { origin: null, destination: null, depot: null, distance: null },
    );
    expect(result).toEqual({ firstName: 'Ann' });
  });
});

describe.each(testDatabases)('the server figures on saves ($name)', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  useTestApp(open, (opened) => ({ app, database } = opened));

  const save = async (fields: Record<string, unknown>) => {
    const visitor = await visit(app, 'bayside-movers');
    const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...fields } });
    expect(response.statusCode).toBe(200);
    return {
      saved: response.json() as Record<string, unknown>,
      stored: (await bookingByReference(database.db, response.json().reference)).data,
    };
  };

  it.each<[string, Record<string, unknown>]>([
    ['as the widget stored them', {}],
    ['a distance of 1 mile', { distance: 1 }],
    ['a distance of 90 miles', { distance: 90 }],
    ['origin coordinates in New York', { originLat: 40.749, originLng: -73.9865 }],
    ['origin coordinates on the depot', { originLat: 37.7874, originLng: -122.2566, distance: 0 }],
  ])('prices a saved booking the same whatever the browser claims: %s', async (_case, claims) => {
    const honest = await save(COMPLETE_BOOKING);
    const claimed = await save({ ...COMPLETE_BOOKING, ...claims });
    const figures = (b: Record<string, unknown>) => [
      b.estimate,
      b.pricingSections,
      b.distance,
      b.originLat,
      b.originLng,
      b.destinationLat,
      b.destinationLng,
    ];
    expect(honest.saved.estimate).toBeGreaterThan(0);
    expect(figures(claimed.saved)).toEqual(figures(honest.saved));
    expect(figures(claimed.stored)).toEqual(figures(honest.saved));
  });

  it("stores the route's depot as the booking's location, never a client-sent one", async () => {
    const { saved, stored } = await save({ ...COMPLETE_BOOKING, location: FORGED_DEPOT, locationId: 999 });
    const depot = testPartners()
      .find((partner) => partner.slug === 'bayside-movers')!
      .locations.find((location) => location.id === stored.locationId);
    expect(depot).toBeDefined();
    expect([saved.location, stored.location]).toEqual([{ ...depot }, { ...depot }]);
  });

  it("answers and stores the ZIP's coordinates and state, not the browser's", async () => {
    const { saved, stored } = await save({
      ...COMPLETE_BOOKING,
      ...address('origin', NEW_YORK, { State: 'CA', Lat: 37.78, Lng: -122.39 }),
    });
    expect(saved).toMatchObject({ originState: 'NY', originLat: 40.749, originLng: -73.9865 });
    expect(stored).toMatchObject({ originState: 'NY', originLat: 40.749, originLng: -73.9865 });
    expect(saved.distance).toBeGreaterThan(2000);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haversineMiles } from '../../../core/haversine-miles';
import { googleApi } from '../../../server/distance/google-api';
import { MILES_PER_METER } from '../../../server/distance/google-route-miles';
import { createRouteFigures } from '../../../server/distance/route-figures';
import { FakeGoogleServer } from '../helpers/fake-google-server';
import { testPartners } from '../helpers/test-app';
import { NEW_YORK, OAKLAND, SAN_DIEGO, SAN_FRANCISCO } from '../helpers/test-bookings';

const bayside = testPartners().find((p) => p.slug === 'bayside-movers')!;
const oaklandDepot = bayside.locations.find((l) => l.city === 'Oakland')!;
const SF = { lat: 37.7864, lng: -122.3892 };
const OAK = { lat: 37.8085, lng: -122.2668 };
const straight = (...stops: { lat: number; lng: number }[]) =>
  Math.round(stops.slice(1).reduce((miles, stop, i) => miles + haversineMiles(stops[i]!, stop), 0) * 10) / 10;

describe('createRouteFigures offline (the ZIP data, straight lines)', () => {
  const figures = createRouteFigures({ google: null });

  it.each<[string, Record<string, unknown>, { origin: unknown; destination: unknown; depot: unknown; distance: unknown }]>([
    [
      'full service: depot, origin, destination',
      { serviceType: 'full_service', originAddress: SAN_FRANCISCO, destinationAddress: OAKLAND },
      {
        origin: { ...SF, state: 'CA' },
        destination: { ...OAK, state: 'CA' },
        depot: oaklandDepot.id,
        distance: straight(oaklandDepot, SF, OAK),
      },
    ],
    [
      'labor only: depot to origin, the destination is not on the route',
      { serviceType: 'labor_only', originAddress: SAN_FRANCISCO, destinationAddress: SAN_DIEGO },
      {
        origin: { ...SF, state: 'CA' },
        destination: expect.objectContaining({ state: 'CA' }),
        depot: oaklandDepot.id,
        distance: straight(oaklandDepot, SF),
      },
    ],
    [
      "the state of the ZIP in the line, not the browser's postal code field",
      { serviceType: 'full_service', originAddress: NEW_YORK, originPostalCode: '94105', destinationAddress: OAKLAND },
      {
        origin: { lat: 40.749, lng: -73.9865, state: 'NY' },
        destination: expect.anything(),
        depot: expect.any(Number),
        distance: expect.any(Number),
      },
    ],
    ...['1600 Broadway, Denver, CO, 80202', '1600 Broadway, Denver, Colorado 80202', '1600 Broadway, Denver, co 80202, USA'].map(
      (line): [string, Record<string, unknown>, { origin: unknown; destination: unknown; depot: unknown; distance: unknown }] => [
        `the line's own ZIP, however the state is written, never the postal code field: ${line}`,
        { serviceType: 'full_service', originAddress: line, originPostalCode: '94105' },
        { origin: expect.objectContaining({ state: 'CO' }), destination: null, depot: expect.any(Number), distance: null },
      ],
    ),
    ...[
      ['a line without a ZIP', '1600 Broadway, Denver'],
      ['a line whose last word is no ZIP', '1600 Broadway, Denver, CO 80202 (CA 94105)'],
      ["a state that is not its ZIP's", '500 Market St, San Francisco, NY 94105'],
    ].map(
      ([what, line]): [string, Record<string, unknown>, { origin: unknown; destination: unknown; depot: unknown; distance: unknown }] => [
        `${what}: not placed, whatever the postal code field says (${line})`,
        { serviceType: 'full_service', originAddress: line, originPostalCode: '94105' },
        { origin: null, destination: null, depot: null, distance: null },
      ],
    ),
    [
      'an unknown ZIP: not placed, no distance',
      { serviceType: 'full_service', originAddress: '1 Nowhere Rd, Atlantis, CA 00000', destinationAddress: OAKLAND },
      { origin: null, destination: { ...OAK, state: 'CA' }, depot: null, distance: null },
    ],
    ['no addresses yet', { serviceType: 'full_service' }, { origin: null, destination: null, depot: null, distance: null }],
  ])('%s', async (_case, booking, expected) => {
    const result = await figures(booking, bayside);
    expect({ ...result, depot: result.depot?.id ?? null }).toEqual(expected);
  });
});

describe('createRouteFigures with a server key (Google Geocoding and Routes)', () => {
  const google = new FakeGoogleServer();
  const fallbacks: unknown[] = [];
  let figures: ReturnType<typeof createRouteFigures>;

  beforeAll(async () => {
    await google.start();
    figures = createRouteFigures({ google: googleApi('server-key', google.url), onFallback: (error) => fallbacks.push(error) });
  });
  afterAll(() => google.stop());
  beforeEach(() => {
    google.requests.length = 0;
    google.places.clear();
    google.failWith = null;
    fallbacks.length = 0;
  });

  it('geocodes each address with the server key and sums the route legs in miles', async () => {
    google.places.set(SAN_FRANCISCO, { lat: 37.79, lng: -122.4, state: 'CA' });
    google.places.set(OAKLAND, { lat: 37.81, lng: -122.27, state: 'CA' });
    google.legMeters = [12_000, 15_500];

    const result = await figures({ serviceType: 'full_service', originAddress: SAN_FRANCISCO, destinationAddress: OAKLAND }, bayside);

    expect(result).toMatchObject({ origin: { lat: 37.79, lng: -122.4, state: 'CA' }, destination: { lat: 37.81, state: 'CA' } });
    expect(result.distance).toBe(Math.round(27_500 * MILES_PER_METER * 10) / 10);
    const geocodes = google.requests.filter((r) => r.path === '/maps/api/geocode/json');
    expect(geocodes.map((r) => [r.query.get('address'), r.query.get('key'), r.query.get('components')])).toEqual([
      [SAN_FRANCISCO, 'server-key', 'country:US'],
      [OAKLAND, 'server-key', 'country:US'],
    ]);
    const route = google.requests.find((r) => r.path === '/directions/v2:computeRoutes')!;
    expect(route.method).toBe('POST');
    expect(route.headers['x-goog-api-key']).toBe('server-key');
    expect(route.headers['x-goog-fieldmask']).toContain('routes.legs.distanceMeters');
    expect(route.body).toEqual({
      origin: { address: `${oaklandDepot.line1}, ${oaklandDepot.city}, ${oaklandDepot.state} ${oaklandDepot.zip}` },
      destination: { address: OAKLAND },
      intermediates: [{ address: SAN_FRANCISCO }],
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_AWARE',
      computeAlternativeRoutes: false,
      routeModifiers: { avoidTolls: false, avoidHighways: false, avoidFerries: false },
      languageCode: 'en-US',
      units: 'IMPERIAL',
    });
  });

  it('asks Google once per address and route, however often the booking is saved', async () => {
    google.places.set('1 Cached Way, Oakland, CA 94612', { lat: 37.8, lng: -122.27, state: 'CA' });
    google.legMeters = [1000];
    const booking = { serviceType: 'labor_only', originAddress: '1 Cached Way, Oakland, CA 94612' };
    const first = await figures(booking, bayside);
    const second = await figures(booking, bayside);
    expect(second).toEqual(first);
    expect(google.requests.map((r) => r.path)).toEqual(['/maps/api/geocode/json', '/directions/v2:computeRoutes']);
  });

  it.each<[string, () => void, Record<string, unknown>]>([
    ['ZERO_RESULTS: not placed, no distance, no fallback', () => undefined, { origin: null, distance: null }],
    [
      'a result outside the US: not placed',
      () => google.places.set('2 Unknown St, Oakland, CA 94612', { lat: 49.2, lng: -123.1, state: 'BC', country: 'CA' }),
      { origin: null, distance: null },
    ],
  ])('%s', async (_case, arrange, expected) => {
    arrange();
    const result = await figures({ serviceType: 'labor_only', originAddress: '2 Unknown St, Oakland, CA 94612' }, bayside);
    expect(result).toMatchObject(expected);
    expect(fallbacks).toEqual([]);
  });

  it('stands in with the ZIP data and straight lines while Google is down, and says so', async () => {
    google.failWith = 503;
    const result = await figures(
      {
        serviceType: 'full_service',
        originAddress: '9 Outage St, San Francisco, CA 94105',
        destinationAddress: '9 Outage Ave, Oakland, CA 94612',
      },
      bayside,
    );
    expect(result).toMatchObject({
      origin: { ...SF, state: 'CA' },
      destination: { ...OAK, state: 'CA' },
      distance: straight(oaklandDepot, SF, OAK),
    });
    expect(fallbacks.length).toBeGreaterThan(0);
  });
});

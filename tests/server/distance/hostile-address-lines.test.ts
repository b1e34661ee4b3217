/**
 * Hostile addresses: a New York move converted as a San Francisco move, because the server placed a
 * line by its last ZIP. Each hostile line beside its honest twin, through the offline path (the ZIP
 * data) and through Google's stand-in: no hostile line is placed, every honest one is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suggestUsAddresses } from '../../../server/addresses/offline-us-addresses';
import { googleApi } from '../../../server/distance/google-api';
import { createRouteFigures, type ComputeRouteFigures } from '../../../server/distance/route-figures';
import { zipPlacedAddress } from '../../../server/distance/zip-placed-address';
import { FakeGoogleServer, type FakePlace } from '../helpers/fake-google-server';
import { HOSTILE_ADDRESS_LINES as LINES } from '../helpers/hostile-address-lines';
import { testPartners } from '../helpers/test-app';

const bayside = testPartners().find((p) => p.slug === 'bayside-movers')!;

const HOSTILE = LINES.map(([what, hostile]) => [what, hostile] as const);
const HONEST = LINES.map(([what, , honest, state]) => [what, honest, state] as const);

/** Where Google would place an honest line: the place it names, a full street-address match. */
function honestAnswer(line: string, state: string): FakePlace {
  const zip = /(\d{5})\D*$/.exec(line.normalize('NFKC'))![1]!;
  const city = state === 'NY' ? 'New York' : zip === '90012' ? 'Los Angeles' : 'San Francisco';
  return { lat: state === 'NY' ? 40.7484 : 37.79, lng: state === 'NY' ? -73.9857 : -122.4, state, zip, city };
}

/** The worst a geocoder could do with a hostile line: agree with its last ZIP, San Francisco. */
const SAN_FRANCISCO_ANSWER: FakePlace = { lat: 37.79, lng: -122.4, state: 'CA', zip: '94105', city: 'San Francisco' };

const placeOf = async (figures: ComputeRouteFigures, line: string) =>
  (await figures({ serviceType: 'labor_only', originAddress: line }, bayside)).origin;

describe('offline (the ZIP data): only a whole US street address is placed', () => {
  it.each(HOSTILE)('not placed: %s (%j)', (_what, line) => {
    expect(zipPlacedAddress({ address: line })).toBeNull();
  });

  it.each(HONEST)('placed, its honest twin: %s (%j)', (_what, line, state) => {
    expect(zipPlacedAddress({ address: line })).toMatchObject({ state });
  });

  it.each(LINES.flatMap(([, hostile, honest]) => [hostile, honest, hostile.replace(/, [^,]*$/, ''), honest.replace(/\d+$/, '')]))(
    'offers only lines the server places, typed %j',
    (typed) => {
      for (const suggestion of suggestUsAddresses(typed))
        expect(zipPlacedAddress({ address: suggestion.text }), suggestion.text).not.toBeNull();
    },
  );
});

describe('with a server key (the Google stand-in)', () => {
  const google = new FakeGoogleServer();
  const fallbacks: unknown[] = [];
  let figures: ComputeRouteFigures;

  beforeAll(() => google.start());
  afterAll(() => google.stop());
  beforeEach(() => {
    // Fresh each test: the figures cache Google's answers per line.
    figures = createRouteFigures({ google: googleApi('server-key', google.url), onFallback: (error) => fallbacks.push(error) });
    google.places.clear();
    google.failWith = null;
    fallbacks.length = 0;
  });

  it.each(HOSTILE)('not placed, even where Google agrees with the last ZIP: %s (%j)', async (_what, line) => {
    google.places.set(line, SAN_FRANCISCO_ANSWER);
    google.places.set(line.normalize('NFKC').replace(/\u200b/g, ''), SAN_FRANCISCO_ANSWER);
    expect(await placeOf(figures, line)).toBeNull();
  });

  it.each(HONEST)('placed where Google finds it: %s (%j)', async (_what, line, state) => {
    const answer = honestAnswer(line, state);
    google.places.set(line.normalize('NFKC').replace(/\u200b/g, ''), answer);
    expect(await placeOf(figures, line)).toEqual({ lat: answer.lat, lng: answer.lng, state });
  });

  it.each(LINES)('while Google is down, the offline reading stands in, never a looser one: %s', async (_what, hostile, honest, state) => {
    google.failWith = 503;
    expect(await placeOf(figures, hostile)).toBeNull();
    expect(await placeOf(figures, honest)).toMatchObject({ state });
    expect(fallbacks.length).toBeGreaterThan(0);
  });

  const MARKET = '500 Market St, San Francisco, CA 94105';
  const full: FakePlace = { lat: 37.79, lng: -122.4, state: 'CA', zip: '94105', city: 'San Francisco' };
  it.each<[string, FakePlace, boolean]>([
    ['a full street-address match', full, true],
    ['a premise (a named building)', { ...full, types: ['premise'] }, true],
    ['a unit in a building (subpremise)', { ...full, types: ['subpremise'] }, true],
    ['a partial match', { ...full, partialMatch: true }, false],
    ['a street, not an address', { ...full, types: ['route'] }, false],
    ['a town', { ...full, types: ['locality', 'political'] }, false],
    ['a ZIP code area', { ...full, types: ['postal_code'] }, false],
    ["another ZIP than the line's", { ...full, zip: '94103' }, false],
    ["another state than the line's", { ...full, state: 'NV' }, false],
  ])('Google answers %s: placed %s', async (_what, answer, placed) => {
    google.places.set(MARKET, answer);
    expect(await placeOf(figures, MARKET)).toEqual(placed ? { lat: 37.79, lng: -122.4, state: 'CA' } : null);
    expect(fallbacks).toEqual([]);
  });

  it("takes Google's name for the town where the ZIP data has another (91604: 'Studio City', Google: Los Angeles)", async () => {
    const line = '4000 Laurel Canyon Blvd, Los Angeles, CA 91604';
    google.places.set(line, { lat: 34.14, lng: -118.39, state: 'CA', zip: '91604', city: 'Los Angeles' });
    expect(await placeOf(figures, line)).toEqual({ lat: 34.14, lng: -118.39, state: 'CA' });
    expect(zipPlacedAddress({ address: line })).toBeNull();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { INCOMPLETE_ADDRESS_MESSAGE, type ResolvedAddress } from '../../../../core/address-provider';
import { createGoogleAddressProvider } from '../../../../renderer/services/address/google-address-provider';
import { createScriptedGoogleMaps, DENVER_COMPONENTS, type ScriptedComponent } from './scripted-google-maps';

vi.mock('@googlemaps/js-api-loader', () => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));

let maps: ReturnType<typeof createScriptedGoogleMaps>;

beforeEach(() => {
  maps = createScriptedGoogleMaps();
  vi.mocked(setOptions).mockClear();
  vi.mocked(importLibrary).mockReset();
  vi.mocked(importLibrary).mockImplementation(async (name) => {
    if (name === 'places') return maps.libraries.places;
    if (name === 'geocoding') return maps.libraries.geocoding;
    throw new Error(`unexpected library ${name}`);
  });
  maps.script.predictions = [
    { placeId: 'ChIJ-champa', text: '1600 Champa St, Denver, CO, USA', mainText: '1600 Champa St', secondaryText: 'Denver, CO, USA' },
  ];
});

const provider = () => createGoogleAddressProvider({ apiKey: 'test-key' });

function scriptPlace(components: ScriptedComponent[], geocodes = [{ components: DENVER_COMPONENTS }, { components: DENVER_COMPONENTS }]) {
  maps.script.places.set('ChIJ-champa', { id: 'ChIJ-champa', formattedAddress: '1600 Champa St, Denver, CO 80202, USA', components });
  maps.script.geocodes = geocodes.map((g) => ({
    results: [{ formatted: '1600 Champa St, Denver, CO 80202, USA', lat: 39.7475, lng: -104.9926, ...g }],
  }));
}

async function resolveChampa() {
  const p = provider();
  const [suggestion] = await p.suggest('1600 Champa');
  return p.resolve(suggestion!);
}

describe('createGoogleAddressProvider', () => {
  it.each([[''], ['   '], [null], [undefined]])('throws without a key (%j)', (apiKey) => {
    expect(() => createGoogleAddressProvider({ apiKey })).toThrow('Google API key is required');
  });

  it('loads nothing until it is used, then the loader 2 API with the key', async () => {
    const p = provider();
    expect(p.approximate).toBe(false);
    expect(importLibrary).not.toHaveBeenCalled();
    await p.suggest('1600 Champa');
    expect(setOptions).toHaveBeenCalledWith({ key: 'test-key', v: 'weekly', language: 'en', region: 'US' });
    expect(
      vi
        .mocked(importLibrary)
        .mock.calls.map(([name]) => name)
        .sort(),
    ).toEqual(['geocoding', 'places']);
  });
});

describe('suggest', () => {
  it('asks Places (New) for US street addresses with a session token', async () => {
    const suggestions = await provider().suggest('  1600 Champa ');
    expect(suggestions).toEqual([
      { id: 'ChIJ-champa', text: '1600 Champa St, Denver, CO, USA', mainText: '1600 Champa St', secondaryText: 'Denver, CO, USA' },
    ]);
    expect(maps.calls.autocomplete).toEqual([
      {
        input: '1600 Champa',
        sessionToken: expect.objectContaining({ n: 1 }),
        includedRegionCodes: ['us'],
        includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
        language: 'en-US',
        region: 'us',
      },
    ]);
  });

  it('keeps one token per session and starts a new one after a selection', async () => {
    scriptPlace(DENVER_COMPONENTS);
    const p = provider();
    await p.suggest('1600');
    const [suggestion] = await p.suggest('1600 Champa');
    await p.resolve(suggestion!);
    await p.suggest('1700 Champa');
    const tokens = maps.calls.autocomplete.map((r) => r.sessionToken);
    expect(tokens[0]).toBe(tokens[1]);
    expect(tokens[2]).not.toBe(tokens[1]);
  });

  it('asks nothing for blank input', async () => {
    expect(await provider().suggest('   ')).toEqual([]);
    expect(maps.calls.autocomplete).toEqual([]);
  });

  it('rejects when the request was aborted meanwhile', async () => {
    const controller = new AbortController();
    const pending = provider().suggest('1600 Champa', controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});

describe('resolve', () => {
  const champa: ResolvedAddress = {
    address: '1600 Champa St, Denver, CO 80202',
    street: '1600 Champa St',
    city: 'Denver',
    state: 'CO',
    postalCode: '80202',
    country: 'US',
    lat: 39.7475,
    lng: -104.9926,
    placeId: 'ChIJ-champa',
  };

  it('fetches the place, geocodes its address in the US, then reverse geocodes the coordinates', async () => {
    scriptPlace(DENVER_COMPONENTS);
    expect(await resolveChampa()).toEqual(champa);
    expect(maps.calls.fetchFields).toEqual([
      { placeId: 'ChIJ-champa', request: { fields: ['addressComponents', 'formattedAddress', 'location'] } },
    ]);
    expect(maps.calls.geocode).toHaveLength(2);
    expect(maps.calls.geocode[0]).toEqual({ address: '1600 Champa St, Denver, CO 80202, USA', componentRestrictions: { country: 'US' } });
    const location = maps.calls.geocode[1]!.location as google.maps.LatLng;
    expect(Object.keys(maps.calls.geocode[1]!)).toEqual(['location']);
    expect([location.lat(), location.lng()]).toEqual([39.7475, -104.9926]);
  });

  it('builds a Place from the id when the suggestion is not from the last list', async () => {
    scriptPlace(DENVER_COMPONENTS);
    const resolved = await provider().resolve({ id: 'ChIJ-champa', text: '1600 Champa St, Denver, CO, USA' });
    expect(maps.calls.placesConstructed).toEqual([{ id: 'ChIJ-champa' }]);
    expect(resolved).toEqual(champa);
  });

  const without = (type: string) => DENVER_COMPONENTS.filter((c) => !c.types.includes(type));

  it.each([
    ['postal_town', { types: ['postal_town'], long: 'Denver' }],
    ['sublocality', { types: ['sublocality_level_1', 'sublocality', 'political'], long: 'Denver' }],
  ])('falls back to %s from the reverse geocode when no source has a locality', async (_type, city) => {
    scriptPlace(without('locality'), [{ components: without('locality') }, { components: [...without('locality'), city] }]);
    expect((await resolveChampa()).city).toBe('Denver');
  });

  it('takes a component missing from the place from the geocoder', async () => {
    scriptPlace(without('postal_code'), [{ components: DENVER_COMPONENTS }, { components: DENVER_COMPONENTS }]);
    expect((await resolveChampa()).postalCode).toBe('80202');
  });

  const noneHave = (type: string) => [without(type), [{ components: without(type) }, { components: without(type) }]] as const;
  const canada: ScriptedComponent[] = DENVER_COMPONENTS.map((c) =>
    c.types.includes('country') ? { types: ['country', 'political'], long: 'Canada', short: 'CA' } : c,
  );

  it.each([
    ['no house number', ...noneHave('street_number')],
    ['no street', ...noneHave('route')],
    ['no city', ...noneHave('locality')],
    ['no state', ...noneHave('administrative_area_level_1')],
    ['no postal code', ...noneHave('postal_code')],
    ['no country', ...noneHave('country')],
    ['a country other than US', canada, [{ components: canada }, { components: canada }]],
  ])('rejects an address with %s with the documented message', async (_case, place, geocodes) => {
    scriptPlace([...place], [...geocodes]);
    await expect(resolveChampa()).rejects.toThrow(INCOMPLETE_ADDRESS_MESSAGE);
  });

  it.each([
    ['forward', [{ status: 'ZERO_RESULTS' }], 'ZERO_RESULTS'],
    ['forward', [{ status: 'REQUEST_DENIED' }], 'REQUEST_DENIED'],
    [
      'reverse',
      [{ results: [{ formatted: 'x', lat: 1, lng: 2, components: DENVER_COMPONENTS }] }, { status: 'OVER_QUERY_LIMIT' }],
      'OVER_QUERY_LIMIT',
    ],
    ['forward (empty results)', [{ results: [] }], 'ZERO_RESULTS'],
  ])('rejects with the service status when the %s geocode fails', async (_which, geocodes, status) => {
    scriptPlace(DENVER_COMPONENTS);
    maps.script.geocodes = geocodes;
    await expect(resolveChampa()).rejects.toThrow(new Error(status));
  });
});

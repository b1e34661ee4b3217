import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_ADDRESS_MESSAGE, type AddressProvider } from '../../../../core/address-provider';
import { createOfflineAddressProvider } from '../../../../renderer/services/address/offline-address-provider';
import { haversineMiles } from '../../../../core/haversine-miles';
import { addressRoutes } from '../../../../server/routes/addresses';

// The real endpoints over real HTTP: the provider is only as good as what it sends them.
let app: FastifyInstance;
let provider: AddressProvider;
let baseUrl: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(addressRoutes);
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  provider = createOfflineAddressProvider({ baseUrl });
});
afterAll(() => app.close());

const resolveFirst = async (input: string) => provider.resolve((await provider.suggest(input))[0]!);

describe('createOfflineAddressProvider', () => {
  it('is approximate', () => {
    expect(provider.approximate).toBe(true);
  });

  it('suggests through GET /api/v1/addresses/suggest with Accept JSON', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const spied = createOfflineAddressProvider({ baseUrl, fetch: fetchSpy });
    const suggestions = await spied.suggest(' 123 Main St, Denver, CO 80202 ');
    expect(suggestions.map((s) => s.text)).toEqual(['123 Main St, Denver, CO 80202']);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`${baseUrl}/api/v1/addresses/suggest?input=123%20Main%20St%2C%20Denver%2C%20CO%2080202`);
    expect(init).toMatchObject({ method: 'GET', headers: { Accept: 'application/json' } });
  });

  it('asks nothing for blank input', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    expect(await createOfflineAddressProvider({ baseUrl, fetch: fetchSpy }).suggest('  ')).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('resolves a suggestion to its ZIP centroid', async () => {
    expect(await resolveFirst('123 Main St 80202')).toEqual({
      address: '123 Main St, Denver, CO 80202',
      street: '123 Main St',
      city: 'Denver',
      state: 'CO',
      postalCode: '80202',
      country: 'US',
      lat: 39.7491,
      lng: -104.9946,
      placeId: 'offline:80202:123 Main St',
    });
  });

  it('rejects with the documented message when the server refuses the id', async () => {
    await expect(provider.resolve({ id: 'bm90LWFuLWlk', text: 'x' })).rejects.toThrow(new Error(INCOMPLETE_ADDRESS_MESSAGE));
  });

  it('rejects with docs/FUNNEL.md#errors fallback text on a non-JSON failure', async () => {
    const failing = createOfflineAddressProvider({ baseUrl, fetch: async () => new Response('<html>', { status: 502 }) });
    await expect(failing.suggest('Denver')).rejects.toThrow(`API Request Failed: ${baseUrl}/api/v1/addresses/suggest?input=Denver`);
  });

  it('adds straight-line legs depot -> origin -> destination', async () => {
    const origin = await resolveFirst('1600 Champa St, Denver, CO 80202');
    const destination = await resolveFirst('1100 Pearl St, Boulder, CO 80302');
    const depot = { line1: '4800 Dahlia St', city: 'Denver', state: 'CO', zip: '80216', lat: 39.78, lng: -104.93 };
    const expected = haversineMiles(depot, origin) + haversineMiles(origin, destination);
    expect(await provider.distanceMiles({ from: depot, origin, destination })).toBeCloseTo(expected, 9);
    // Sanity against the map: Denver downtown to Boulder is about 25 miles as the crow flies.
    expect(expected).toBeGreaterThan(25);
    expect(expected).toBeLessThan(35);
  });

  it('stops at the origin for a labor-only move', async () => {
    const origin = await resolveFirst('1600 Champa St, Denver, CO 80202');
    const depot = { line1: '4800 Dahlia St', city: 'Denver', state: 'CO', zip: '80216', lat: 39.78, lng: -104.93 };
    expect(await provider.distanceMiles({ from: depot, origin })).toBeCloseTo(haversineMiles(depot, origin), 9);
  });

  it("places a depot without coordinates at its ZIP's centroid", async () => {
    const origin = await resolveFirst('1100 Pearl St, Boulder, CO 80302');
    const depotCentroid = await resolveFirst('4800 Dahlia St, Denver, CO 80216');
    const depot = { line1: '4800 Dahlia St', city: 'Denver', state: 'CO', zip: '80216' };
    expect(await provider.distanceMiles({ from: depot, origin })).toBeCloseTo(haversineMiles(depotCentroid, origin), 9);
  });

  it('rejects when a depot without coordinates has an unknown ZIP', async () => {
    const origin = await resolveFirst('1100 Pearl St, Boulder, CO 80302');
    const depot = { line1: '1 Nowhere Rd', city: 'Nowhere', state: 'CO', zip: '99999' };
    await expect(provider.distanceMiles({ from: depot, origin })).rejects.toThrow('Depot address not found');
  });
});

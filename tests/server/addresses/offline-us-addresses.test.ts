import { describe, expect, it } from 'vitest';
import { INCOMPLETE_ADDRESS_MESSAGE } from '../../../core/address-provider';
import { encodeOfflineAddressId } from '../../../server/addresses/offline-address-id';
import { MAX_SUGGESTIONS, resolveUsAddress, suggestUsAddresses } from '../../../server/addresses/offline-us-addresses';

const lines = (input: string) => suggestUsAddresses(input).map((s) => s.text);

describe('suggestUsAddresses', () => {
  it.each([
    ['123 Main St, Denver, CO 80202', ['123 Main St, Denver, CO 80202']],
    ['123 Main St 80202', ['123 Main St, Denver, CO 80202']],
    ['123 Main St Denver CO 80202', ['123 Main St, Denver, CO 80202']],
    ['123 Main St, Denver, CO 80202-1234, USA', ['123 Main St, Denver, CO 80202']],
    ['  123   Main St ,  Denver , co   80202 ', ['123 Main St, Denver, CO 80202']],
    ['123 Main St, Boulder, Colorado 80302', ['123 Main St, Boulder, CO 80302']],
    ['12 Elm St, West Virginia 25301', ['12 Elm St, Charleston, WV 25301']],
    // 'Ct' is a street suffix here, not Connecticut: the street keeps it.
    ['123 Oak Ct 06103', ['123 Oak Ct, Hartford, CT 06103']],
    ['123 Main St, Apt 4, Denver, CO 80202', ['123 Main St, Apt 4, Denver, CO 80202']],
    // A street type is not a town ('Street, MD') unless written in its own comma segment.
    ['123 Fake Street 21154', ['123 Fake Street, Street, MD 21154']],
    ['123 Main St, Street, MD 21154', ['123 Main St, Street, MD 21154']],
    // The first digits of a ZIP after a city, with or without the state.
    ['2150 Shattuck Ave Berkeley 94704', ['2150 Shattuck Ave, Berkeley, CA 94704']],
    [
      '2150 Shattuck Ave Berkeley 9470',
      ['94701', '94702', '94703', '94704', '94705'].map((zip) => `2150 Shattuck Ave, Berkeley, CA ${zip}`),
    ],
    ['2150 Shattuck Ave, Berkeley, CA 94709', ['2150 Shattuck Ave, Berkeley, CA 94709']],
    ['123 Main St, Denver, CO 8021', ['80210', '80211', '80212', '80214', '80215'].map((zip) => `123 Main St, Denver, CO ${zip}`)],
    ['123 Main St, St. Louis, MO 6310', ['63101', '63102', '63103', '63104', '63105'].map((zip) => `123 Main St, Saint Louis, MO ${zip}`)],
    // A street and a city without a ZIP: the street in each of the city's ZIPs, the state narrowing the city.
    ['123 Main St, Denver CO', ['80201', '80202', '80203', '80204', '80205'].map((zip) => `123 Main St, Denver, CO ${zip}`)],
    ['2150 Shattuck Ave Berkeley', ['94701', '94702', '94703', '94704', '94705'].map((zip) => `2150 Shattuck Ave, Berkeley, CA ${zip}`)],
    ['350 5th Ave, New York', ['10001', '10002', '10003', '10004', '10005'].map((zip) => `350 5th Ave, New York, NY ${zip}`)],
    // Folded and cleaned as the server reads it: full-width letters, a zero-width space.
    ['350 5th Ave, New York, Ｎ\u200bＹ 10118', ['350 5th Ave, New York, NY 10118']],
  ])('%j -> %j', (input, expected) => {
    expect(lines(input)).toEqual(expected);
  });

  it.each([
    ['a street without city, state or ZIP', '123 Main St'],
    // A street type is not taken for a town: no '123 Fake, Street, MD 21154'.
    ['a street ending in a street type that is also a town', '123 Fake Street'],
    // A city or a ZIP alone is no home the server places ('San Francisco, CA 94101').
    ['a city alone', 'Denver'],
    ['a city and state', 'Washington, DC'],
    ['a state name', 'New York'],
    ['a ZIP alone', '80202'],
    ['a city, state and ZIP', 'San Francisco, CA 94101'],
    // What an attack once saw offered: the New York line became the street of a San Francisco one.
    ['a whole address before another ZIP', '350 5th Ave, New York, NY 10118, Apt 94105'],
    ['a street with no house number', 'Main St, Denver, CO 80202'],
    ['a street and the start of a city name', '123 Fake Street, Berk'],
    ['a single letter', 'x'],
    ['an empty input', '   '],
    ['a ZIP that does not exist', '123 Main St, Denver, CO 99999'],
    ['a ZIP of another state than the one typed', '123 Main St, Denver, CA 80202'],
    ['a Puerto Rico ZIP (not a US state)', '123 Calle Sol 00601'],
    ['a military ZIP', '1 Unit St 34001'],
    ['a Canadian postal code', '100 Queen St W, Toronto, ON M5H 2N2'],
    ['a city that does not exist', '123 Main St, Notacity, CO'],
  ])('offers nothing for %s', (_case, input) => {
    expect(suggestUsAddresses(input)).toEqual([]);
  });

  it("offers a street in at most MAX_SUGGESTIONS of a big city's ZIPs, the first ones", () => {
    const zips = lines('1 Broadway, Los Angeles').map((line) => line.slice(-5));
    expect(zips).toHaveLength(MAX_SUGGESTIONS);
    expect(zips).toEqual([...zips].sort());
  });

  it('gives main and secondary texts for the listbox', () => {
    expect(suggestUsAddresses('123 Main St 80202')[0]).toMatchObject({
      mainText: '123 Main St',
      secondaryText: 'Denver, CO 80202',
    });
  });
});

describe('resolveUsAddress', () => {
  it.each([
    [
      '123 Main St, Denver, CO 80202',
      { street: '123 Main St', city: 'Denver', state: 'CO', postalCode: '80202', lat: 39.7491, lng: -104.9946 },
    ],
    [
      '1 Beacon St, Boston, MA 02108',
      { street: '1 Beacon St', city: 'Boston', state: 'MA', postalCode: '02108', lat: 42.3576, lng: -71.0684 },
    ],
  ])('resolves the suggestion for %j to its ZIP centroid', (input, expected) => {
    const [suggestion] = suggestUsAddresses(input);
    const resolved = resolveUsAddress(suggestion!.id);
    expect(resolved).toEqual({
      ...expected,
      address: input,
      country: 'US',
      placeId: `offline:${expected.postalCode}:${expected.street}`,
    });
  });

  it('needs no server memory: an id made elsewhere resolves', () => {
    expect(resolveUsAddress(encodeOfflineAddressId({ street: '9 Pine Rd', zip: '94103' }))).toMatchObject({
      address: '9 Pine Rd, San Francisco, CA 94103',
      city: 'San Francisco',
      state: 'CA',
    });
  });

  it.each([
    ['garbage', 'not-an-id!'],
    ['valid base64 that is not JSON', Buffer.from('hello').toString('base64url')],
    ['JSON of the wrong shape', Buffer.from(JSON.stringify({ s: 1, z: '80202' })).toString('base64url')],
    ['an unknown ZIP', encodeOfflineAddressId({ street: '1 Main St', zip: '99999' })],
    ['a territory ZIP', encodeOfflineAddressId({ street: '1 Calle Sol', zip: '00601' })],
    ['an over-long street', encodeOfflineAddressId({ street: 'x'.repeat(201), zip: '80202' })],
    ['no street (a city is no home)', encodeOfflineAddressId({ street: '', zip: '80202' })],
    ['a street that holds another address', encodeOfflineAddressId({ street: '350 5th Ave, New York, NY 10118, Apt', zip: '94105' })],
  ])('refuses %s with the documented message', (_case, id) => {
    expect(() => resolveUsAddress(id)).toThrow(INCOMPLETE_ADDRESS_MESSAGE);
  });
});

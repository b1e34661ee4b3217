import { describe, expect, it } from 'vitest';
import { straightLineMiles } from '../../../../renderer/services/address/straight-line-miles';

describe('straightLineMiles', () => {
  it.each([
    ['the same point', { lat: 39.7491, lng: -104.9946 }, { lat: 39.7491, lng: -104.9946 }, 0, 6],
    // One degree of a great circle is 2 * pi * 3958.76 / 360 miles.
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 69.093, 2],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 69.093, 2],
    ['half the globe', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 12436.8, 0],
    // Published great-circle distance Denver - New York City: about 1,626 miles.
    ['Denver to New York', { lat: 39.7392, lng: -104.9903 }, { lat: 40.7128, lng: -74.006 }, 1626, -1],
  ])('%s', (_case, a, b, miles, digits) => {
    expect(straightLineMiles(a, b)).toBeCloseTo(miles, digits);
    expect(straightLineMiles(b, a)).toBeCloseTo(miles, digits);
  });
});

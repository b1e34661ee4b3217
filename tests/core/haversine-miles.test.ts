import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../core/haversine-miles';

describe('haversineMiles', () => {
  it.each([
    // Known great-circle distances (miles), rounded.
    [{ lat: 37.7749, lng: -122.4194 }, { lat: 34.0522, lng: -118.2437 }, 347],
    [{ lat: 39.7392, lng: -104.9903 }, { lat: 38.8339, lng: -104.8214 }, 63],
    [{ lat: 40.7128, lng: -74.006 }, { lat: 51.5074, lng: -0.1278 }, 3461], // 5570 km,
  ])('%j to %j is about %d miles', (from, to, miles) => {
    expect(Math.round(haversineMiles(from, to))).toBe(miles);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { lat: 37.8, lng: -122.27 };
    const b = { lat: 37.37, lng: -121.9 };
    expect(haversineMiles(a, a)).toBe(0);
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 10);
  });

  it.each([
    // One degree of a great circle is 2 * pi * 3958.8 / 360 miles.
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 69.093, 2],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 69.093, 2],
    ['half the globe', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 12436.8, 0],
    // Published great-circle distance Denver - New York City: about 1,626 miles.
    ['Denver to New York', { lat: 39.7392, lng: -104.9903 }, { lat: 40.7128, lng: -74.006 }, 1626, -1],
  ])('%s, both ways', (_case, a, b, miles, digits) => {
    expect(haversineMiles(a, b)).toBeCloseTo(miles, digits);
    expect(haversineMiles(b, a)).toBeCloseTo(miles, digits);
  });
});

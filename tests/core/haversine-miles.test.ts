import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../core/haversine-miles';

describe('haversineMiles', () => {
  it.each([
    // Known great-circle distances (miles), rounded.
    [{ lat: 37.7749, lng: -122.4194 }, { lat: 34.0522, lng: -118.2437 }, 347],
    [{ lat: 39.7392, lng: -104.9903 }, { lat: 38.8339, lng: -104.8214 }, 63],
    [{ lat: 40.7128, lng: -74.006 }, { lat: 51.5074, lng: -0.1278 }, 3461],  // 5570 km,
  ])('%j to %j is about %d miles', (from, to, miles) => {
    expect(Math.round(haversineMiles(from, to))).toBe(miles);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { lat: 37.8, lng: -122.27 };
    const b = { lat: 37.37, lng: -121.9 };
    expect(haversineMiles(a, a)).toBe(0);
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 10);
  });
});

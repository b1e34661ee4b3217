/** Mean Earth radius in miles. */
const EARTH_RADIUS_MILES = 3958.8;

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in miles: the offline provider's straight-line distance (docs/FUNNEL.md#calls). */
export function haversineMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

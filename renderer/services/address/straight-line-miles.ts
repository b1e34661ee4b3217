/** Mean Earth radius in statute miles (IUGG mean radius 6371.0088 km). */
const EARTH_RADIUS_MILES = 3958.7613;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle (haversine) distance in miles: the offline provider's approximate distance. */
export function straightLineMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

import { haversineMiles, type LatLng } from '../../core/haversine-miles';

/** The offline distance: great-circle miles along the stops in order (depot, origin, destination). */
export function straightLineMiles(stops: readonly LatLng[]): number {
  return stops.slice(1).reduce((miles, stop, i) => miles + haversineMiles(stops[i]!, stop), 0);
}

import type { Booking } from '../../core/booking';
import type { RouteFigures } from '../distance/route-figures';

const hasText = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * The data to store with the server's own coordinates, states and distance in place of the
 * browser's: those never price or serve a move. The depot the route starts from becomes `locationId`
 * and `location`. A side with an address gets its placed figures
 * (null when the address cannot be placed); a side without one keeps no coordinates.
 */
export function withRouteFigures(data: Booking, figures: RouteFigures): Booking {
  const {
    originLat: _originLat,
    originLng: _originLng,
    destinationLat: _destinationLat,
    destinationLng: _destinationLng,
    distance: _distance,
    // The depot object is the server's too: a client-sent one is never stored (issue 23 point 12).
    location: _location,
    ...rest
  } = data;
  const result: Booking = { ...rest };
  const { origin, destination } = figures;
  // Data without an address keeps its state as sent; coordinates and distance only come from here.
  if (hasText(data.originAddress)) {
    result.originLat = origin?.lat ?? null;
    result.originLng = origin?.lng ?? null;
    result.originState = origin?.state ?? null;
  }
  if (hasText(data.destinationAddress)) {
    result.destinationLat = destination?.lat ?? null;
    result.destinationLng = destination?.lng ?? null;
    result.destinationState = destination?.state ?? null;
  }
  if (hasText(data.originAddress) || hasText(data.destinationAddress)) result.distance = figures.distance;
  // The depot the distance starts from is the one the booking is served from, as the partner file has it.
  if (figures.depot) {
    const { id, name, line1, city, state, zip, lat, lng } = figures.depot;
    result.locationId = id;
    result.location = { id, name, line1, city, state, zip, lat, lng };
  }
  return result;
}

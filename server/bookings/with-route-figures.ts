import type { RouteFigures } from '../distance/route-figures';

type Side = 'origin' | 'destination';

/**
 * The data to store with the server's own coordinates, states and distance in place of the
 * browser's: those never price or serve a move. The depot the route starts from becomes `locationId`. A side with an address gets its placed figures
 * (null when the address cannot be placed); a side without one keeps no coordinates.
 */
export function withRouteFigures(data: Record<string, unknown>, figures: RouteFigures): Record<string, unknown> {
  const result: Record<string, unknown> = { ...data };
  const hasAddress = (side: Side) => typeof data[`${side}Address`] === 'string' && data[`${side}Address`] !== '';
  for (const side of ['origin', 'destination'] as const) {
    const placed = figures[side];
    if (hasAddress(side)) {
      result[`${side}Lat`] = placed?.lat ?? null;
      result[`${side}Lng`] = placed?.lng ?? null;
      result[`${side}State`] = placed?.state ?? null;
    } else {
      delete result[`${side}Lat`];
      delete result[`${side}Lng`];
    }
  }
  if (hasAddress('origin') || hasAddress('destination')) result.distance = figures.distance;
  else delete result.distance;
  // The depot the distance starts from is the one the booking is served from.
  if (figures.depot) result.locationId = figures.depot.id;
  return result;
}

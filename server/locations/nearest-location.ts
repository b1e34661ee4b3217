import { haversineMiles } from '../../core/haversine-miles';
import type { PartnerLocation } from '../../core/partner';

/**
 * The depot nearest the booking's origin by straight-line distance; without origin coordinates, the
 * partner's first depot (the partner schema requires at least one).
 */
export function nearestLocation(
  locations: readonly PartnerLocation[],
  origin: { lat: unknown; lng: unknown },
): PartnerLocation | undefined {
  const { lat, lng } = origin;
  if (typeof lat !== 'number' || typeof lng !== 'number') return locations[0];
  let best: PartnerLocation | undefined;
  let bestMiles = Infinity;
  for (const location of locations) {
    const miles = haversineMiles({ lat, lng }, location);
    if (miles < bestMiles) {
      best = location;
      bestMiles = miles;
    }
  }
  return best;
}

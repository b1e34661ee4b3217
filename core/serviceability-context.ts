import { serviceability, type ServiceabilityBooking, type ServiceabilityPartner } from './serviceability';
import type { ServiceabilityContext } from './step-definition';

const known = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * `serviceability` for conditions: the verdict on the booking's distance, which the server
 * derives and returns with each save. Null while it cannot be judged yet: a full-service booking
 * needs both states and a distance, a labor-only one its origin state and a distance. A
 * labor-only booking with a partner without labor-only moves is judged at once.
 */
export function serviceabilityContext(booking: Record<string, unknown>, partner: ServiceabilityPartner): ServiceabilityContext | null {
  const laborOnly = booking.serviceType === 'labor_only';
  if (laborOnly && !partner.laborOnlyMoves) return { serviceable: false, reason: 'labor_only_move' };
  const distance = booking.distance;
  const statesKnown = known(booking.originState) && (laborOnly || known(booking.destinationState));
  if (!statesKnown || typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) return null;
  const verdict = serviceability(booking as ServiceabilityBooking, partner, distance);
  return verdict.serviceable ? { serviceable: true, reason: null } : { serviceable: false, reason: verdict.reason };
}

import { serviceability } from '../serviceability';
import type { ServiceabilityContext } from './step-definition';

const known = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * `serviceability` for conditions: the verdict on the booking's distance, which the server
 * derives and returns with each save. Null while it cannot be judged yet: a full-service booking
 * needs both states and a distance, a labor-only one its origin state and a distance. A
 * labor-only booking with a partner without labor-only moves is judged at once.
 */
export function serviceabilityContext(booking: Record<string, unknown>, partner: Record<string, unknown>): ServiceabilityContext | null {
  const laborOnly = booking.serviceType === 'labor_only';
  if (laborOnly && !partner.laborOnlyMoves) return { serviceable: false, reason: 'labor_only_move' };
  const distance = booking.distance;
  const { originState, destinationState } = booking;
  if (!known(originState) || !(laborOnly || known(destinationState))) return null;
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) return null;
  // The partner file's schema makes these a string, a number and a boolean; read here without trusting it.
  const judged = {
    state: typeof partner.state === 'string' ? partner.state : '',
    maxDistance: typeof partner.maxDistance === 'number' ? partner.maxDistance : Number.NaN,
    laborOnlyMoves: partner.laborOnlyMoves === true,
  };
  const verdict = serviceability(
    {
      serviceType: laborOnly ? 'labor_only' : 'full_service',
      originState,
      destinationState: known(destinationState) ? destinationState : null,
    },
    judged,
    distance,
  );
  return verdict.serviceable ? { serviceable: true, reason: null } : { serviceable: false, reason: verdict.reason };
}

import type { UnserviceableReason } from './unserviceable-reasons';

export type { UnserviceableReason } from './unserviceable-reasons';

/** The outcome of a serviceability check. */
export type Serviceability = { serviceable: true } | { serviceable: false; reason: UnserviceableReason };

/** The booking fields the check reads. */
export interface ServiceabilityBooking {
  serviceType?: string | null;
  originState?: string | null;
  destinationState?: string | null;
}

/** The partner fields the check reads. */
export interface ServiceabilityPartner {
  state: string;
  maxDistance: number;
  laborOnlyMoves: boolean;
}

/**
 * docs/FUNNEL.md#pricing-and-serviceability: serviceable when origin and destination are in the partner's state (only the
 * origin for labor-only moves) and the distance is at most the partner's maximum. A labor-only
 * booking with a partner that offers no labor-only moves is never serviceable (docs/FUNNEL.md#pricing-and-serviceability).
 */
export function serviceability(booking: ServiceabilityBooking, partner: ServiceabilityPartner, distanceMiles: number): Serviceability {
  if (!Number.isFinite(distanceMiles) || distanceMiles < 0) throw new Error(`Not a distance in miles: ${distanceMiles}`);
  const laborOnly = booking.serviceType === 'labor_only';
  if (laborOnly && !partner.laborOnlyMoves) return { serviceable: false, reason: 'labor_only_move' };
  const sameState = laborOnly || booking.originState === booking.destinationState;
  if (!sameState || booking.originState !== partner.state) return { serviceable: false, reason: 'out_of_state_move' };
  if (distanceMiles > partner.maxDistance) return { serviceable: false, reason: 'long_distance_move' };
  return { serviceable: true };
}

/**
 * What a save moves in the partner's counts (docs/DECISIONS.md, "Partner insights"): from the step it was sent from to
 * where the flow's edge leads for the booking as saved, with the cut the booking is in now. Null when the save counts
 * nothing: a step the funnel does not have, a step with no next, or an edge that converts (the conversion counts itself,
 * server/insights/count-conversion.ts).
 */
import type { Booking } from '../../core/booking';
import { datePricePercent } from '../../core/capacity/date-price-percent';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import type { FunnelSession } from '../../core/flow/funnel-session';
import { dayPriceBand } from '../../core/insights/day-price-band';
import type { DeviceClass } from '../../core/insights/insight-vocabulary';
import { sourceBucket } from '../../core/insights/source-bucket';
import type { InsightCut, InsightMove } from '../db/insights-first-save-ctes';
import type { ServerPartner } from '../partners/server-partner';

/** The booking's service type and day-price band. */
export function insightCut(partner: ServerPartner, data: Booking): InsightCut {
  const service = data.serviceType === 'full_service' || data.serviceType === 'labor_only' ? data.serviceType : 'none';
  const moveDate = typeof data.moveDate === 'string' ? data.moveDate : null;
  return { service, dayPrice: dayPriceBand(moveDate === null ? null : datePricePercent(partner.capacity, moveDate)) };
}

/** The partner's embed origins, the only hosts a source bucket may name. */
export const embedOriginsOf = (partner: ServerPartner): readonly string[] => partner.embed?.allowedOrigins ?? [];

export function insightMove(
  partner: ServerPartner,
  session: FunnelSession,
  data: Booking,
  currentStep: string | null,
  device: DeviceClass,
  now: Date,
): InsightMove | null {
  if (currentStep === null || !Object.hasOwn(funnelDefinition.steps, currentStep)) return null;
  const edge = session.next(currentStep);
  if (!edge || edge.convert) return null;
  return {
    from: currentStep,
    to: edge.to,
    ...insightCut(partner, data),
    device,
    // Read only by a first save (server/db/insights-first-save-ctes.ts): every later save's move starts from the
    // visit's stored place, so the day (a time zone's calendar) and the source (a URL parse) are not worked out for it.
    get day() {
      return partnerToday(now, timeZoneOf(partner));
    },
    get source() {
      return sourceBucket(data, embedOriginsOf(partner));
    },
  };
}

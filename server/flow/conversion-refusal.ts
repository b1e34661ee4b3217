import type { Funnel } from '../../core/funnel';
import { createFunnelSession } from '../../core/funnel-session';
import type { RouteFigures } from '../distance/route-figures';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';
import type { ConversionIntent } from './conversion-intent';

/** Why the server will not record a conversion: 422 `{ messages, step, path }`, and the server's reason when the move is unserviceable. */
export interface ConversionRefusal {
  messages: string[];
  /** The step the customer should finish (or submit again), and its path under /partners/{slug}. */
  step: string;
  path: string;
  unserviceableReason?: string | null;
  /** 409 when the day is full (pay now found no crew left); else the flow's 422. */
  status?: 409;
}

/** When the booking is one the funnel can serve online but the browser asked to record it as unserviceable. */
export const SERVICEABLE_MOVE_MESSAGE = "Good news: we can book this move online. Let's finish your booking.";

/**
 * Runs the funnel over a booking as the server stores it (docs/FUNNEL.md, "What the server checks"):
 * the conversion stands only where the flow's own edges lead a finished booking to it. `data` carries
 * the server's own figures (bookings/with-route-figures.ts), so an address it could not place has no
 * state and its step is unfinished (core/placed-addresses.ts), and serviceability is the verdict on
 * the server's states and distance, never the browser's.
 */
export function conversionRefusal(
  funnel: Funnel,
  data: Record<string, unknown>,
  figures: Pick<RouteFigures, 'depot'>,
  partner: ServerPartner,
  intent: ConversionIntent,
  now: Date,
): ConversionRefusal | null {
  // The conversion asked for is the checkout's choice; a conversionType an older build left in the data counts for nothing.
  const booking = { ...data, conversionType: intent.type === 'unserviceable' ? null : intent.type };
  const shownPartner = publicPartner(partner);
  const session = createFunnelSession(funnel, {
    booking,
    partner: shownPartner,
    location: figures.depot ? { ...figures.depot } : null,
    today: now,
  });
  const serviceability = session.context.serviceability;
  const path = session.path();
  const conversion = path.conversion;
  const stepAt = (stepId: string) => ({ step: stepId, path: funnel.steps[stepId]!.path });
  const reasonText = (reason: string | null) => funnel.steps[conversion?.to ?? '']?.copy?.[`reason.${reason}`];

  if (conversion?.convert === 'unserviceable') {
    const reason = serviceability?.reason ?? null;
    if (intent.type === 'unserviceable' && intent.reason === reason) return null;
    return { messages: [reasonText(reason) ?? SERVICEABLE_MOVE_MESSAGE], ...stepAt(conversion.from), unserviceableReason: reason };
  }
  if (intent.type === 'unserviceable' && serviceability?.serviceable) {
    const next = path.firstUnfinished?.stepId ?? path.steps.at(-1)!;
    return { messages: [SERVICEABLE_MOVE_MESSAGE], ...stepAt(next), unserviceableReason: null };
  }
  if (path.firstUnfinished) return { messages: path.firstUnfinished.messages, ...stepAt(path.firstUnfinished.stepId) };
  const asked = path.steps.some((stepId) => 'conversionType' in funnel.steps[stepId]!.fields);
  if (intent.type === 'pay_later' && conversion?.convert === 'pay_later') return null;
  if (intent.type === 'pay_now' && asked) return null;
  // The flow's edges end before this conversion (e.g. a step order no edge leads through).
  const last = path.steps.at(-1)!;
  return { messages: [SERVICEABLE_MOVE_MESSAGE], ...stepAt(last) };
}

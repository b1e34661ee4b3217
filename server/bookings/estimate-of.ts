import type { Booking } from '../../core/booking';
import { fieldLabels } from '../../core/field-labels';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import type { FunnelSession } from '../../core/flow/funnel-session';
import { estimateBooking } from '../../core/pricing/estimate-booking';
import type { ServerPartner } from '../partners/server-partner';

/** The item fees' line items are named as the step files name their fields. */
const LABELS = fieldLabels(funnelDefinition);

/**
 * The server's estimate of the session's booking (docs/FUNNEL.md#pricing-and-serviceability: the browser never prices a
 * booking): the total of the answers the customer can see, or null with no sections until the flow says the booking
 * has enough details (core/pricing/has-enough-details.ts).
 */
export function estimateOf(session: FunnelSession, partner: ServerPartner): Pick<Booking, 'estimate' | 'pricingSections'> {
  if (!session.priceable()) return { estimate: null, pricingSections: [] };
  // Optional in the partner file: every rate left out uses its default.
  const { pricing } = partner;
  // The capacity's price rules for the move date add their percent of labor (docs/PARTNERS.md, Capacity).
  // The fees' conditions see what the steps' conditions see (the session's context).
  const estimate = estimateBooking(session.answers(), pricing, partner.capacity, LABELS, session.context);
  return { estimate: estimate.total, pricingSections: estimate.sections };
}

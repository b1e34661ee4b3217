import type { Booking } from '../../core/booking';
import { fieldLabels } from '../../core/field-labels';
import { funnelDefinition } from '../../core/funnel-definition';
import { createFunnelSession } from '../../core/funnel-session';
import { estimateBooking } from '../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../core/pricing/partner-pricing';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';

/** The item fees' line items are named as the step files name their fields. */
const LABELS = fieldLabels(funnelDefinition);

/**
 * The data to store with the server's own estimate (docs/FUNNEL.md#pricing-and-serviceability: the browser never prices a booking).
 * Whatever `estimate` and `pricingSections` the client sent back are replaced: `estimate` is the
 * total of the answers the customer can see, or null with no sections until the flow says the booking
 * has enough details (core/pricing/has-enough-details.ts).
 */
export function withEstimate(data: Booking, partner: ServerPartner, today = new Date()): Booking {
  const location = data.location ? { ...data.location } : null;
  const session = createFunnelSession(funnelDefinition, { booking: data, partner: publicPartner(partner), location, today });
  if (!session.priceable()) return { ...data, estimate: null, pricingSections: [] };
  // Optional in the partner file: every rate left out uses its default. The partner check
  // (schema and findPartnerProblems) has vetted its shape at start-up.
  // The schema types an item fee's oneOf as unknown; the check has held each to a number or { perUnit, when }.
  const pricing = partner.pricing as PartnerPricing | undefined;
  // The capacity's price rules for the move date add their percent of labor (docs/PARTNERS.md, Capacity).
  // The fees' conditions see what the steps' conditions see (the session's context).
  const estimate = estimateBooking(session.answers(), pricing, partner.capacity, LABELS, session.context);
  return { ...data, estimate: estimate.total, pricingSections: estimate.sections };
}

import type { Booking } from '../../core/booking';
import { funnelDefinition } from '../../core/funnel-definition';
import { createFunnelSession } from '../../core/funnel-session';
import type { RouteFigures } from '../distance/route-figures';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';

/**
 * The booking data to store: without the answers a rule hides (docs/FUNNEL.md, "Hidden means
 * absent"), judged as the flow judges them, with the partner the browser sees and the server's depot.
 * So no estimate, conversion or message to the partner ever holds an answer the customer could not see.
 */
export function withoutHiddenAnswers(data: Booking, figures: Pick<RouteFigures, 'depot'>, partner: ServerPartner, today: Date): Booking {
  const location = figures.depot ? { ...figures.depot } : null;
  // The answers are the booking's own fields, fewer of them: still a Booking.
  return createFunnelSession(funnelDefinition, { booking: data, partner: publicPartner(partner), location, today }).answers() as Booking;
}

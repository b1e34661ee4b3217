/**
 * The server's one way to run the flow over a booking (docs/FUNNEL.md, "What the server checks"): the funnel
 * definition, the partner as the browser sees it (so the server and the browser judge the same context) and the
 * server's own depot. Every server question about a booking's walk (its answers, whether it prices, where it
 * stops, whether it may convert) asks the session this builds; a request builds it once.
 */
import type { PublicPartner } from '../../core/booking-wire';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { createFunnelSession, type FunnelSession, type FunnelSessionInput } from '../../core/flow/funnel-session';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';

export type BookingSessionInput = Omit<FunnelSessionInput, 'partner'>;

/** Partners are loaded once; the public form of each is made once. */
const shown = new WeakMap<ServerPartner, PublicPartner>();

export function shownPartner(partner: ServerPartner): PublicPartner {
  let known = shown.get(partner);
  if (!known) shown.set(partner, (known = publicPartner(partner)));
  return known;
}

export function bookingSession(partner: ServerPartner, input: BookingSessionInput): FunnelSession {
  return createFunnelSession(funnelDefinition, { ...input, partner: { ...shownPartner(partner) } });
}

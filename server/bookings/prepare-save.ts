/**
 * A client's copy turned into the data the server stores (docs/FUNNEL.md, "What the server checks"): the server's
 * own fields and times, its coordinates and distance, the answers a rule hides removed ("Hidden means absent") and its
 * own estimate. One flow session does it all, over the booking with the conversion the copy carries.
 */
import type { Booking } from '../../core/booking';
import type { SavedBooking } from '../../core/booking-wire';
import type { Conversion } from '../../core/conversion';
import type { FunnelSession } from '../../core/flow/funnel-session';
import { serviceTypeDefault } from '../../core/service-type-default';
import type { ComputeRouteFigures, RouteFigures } from '../distance/route-figures';
import { bookingSession } from '../flow/booking-session';
import { withConversion, recordedConversion } from '../flow/conversion-verdict';
import type { ServerPartner } from '../partners/server-partner';
import { estimateOf } from './estimate-of';
import { toStoredData } from './to-stored-data';
import { withRouteFigures } from './with-route-figures';

export interface PreparedSave {
  data: Booking;
  figures: RouteFigures;
  session: FunnelSession;
}

/** `conversion`: the one the save asks for (the unserviceable step's); else the one the copy says it has. */
export async function prepareSave(
  copy: SavedBooking,
  partner: ServerPartner,
  routeFigures: ComputeRouteFigures,
  now: Date,
  conversion: Conversion | null = recordedConversion({
    conversionType: copy.conversionType ?? null,
    unserviceableReason: copy.unserviceableReason ?? null,
  }),
): Promise<PreparedSave> {
  const stored = toStoredData(copy);
  // Accepted now, by the server's clock; a booking that accepted them earlier keeps that time (storedDataSql).
  if (stored.termsAccepted === true) stored.termsAcceptedAt = now.toISOString();
  // Chosen now, unless the stored booking has this date already (storedDataSql keeps when it was chosen).
  if (typeof stored.moveDate === 'string') stored.moveDateChosen = { date: stored.moveDate, at: now.toISOString() };
  // As the landing submit does in the browser: a partner without labor-only moves never asks for it.
  const serviceType = serviceTypeDefault(partner);
  if (!stored.serviceType && serviceType) stored.serviceType = serviceType;
  const figures = await routeFigures(stored, partner);
  const placed = withRouteFigures(stored, figures);
  const location = figures.depot ? { ...figures.depot } : null;
  const session = bookingSession(partner, { booking: withConversion(placed, conversion), location, today: now });
  // A hidden answer is no answer: neither stored nor priced. The answers are the booking's own fields, fewer of them.
  const { conversionType: _walked, ...answers } = session.answers() as Booking;
  return { data: { ...answers, ...estimateOf(session, partner) }, figures, session };
}

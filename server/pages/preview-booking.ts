import type { Booking } from '../../core/booking';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { previewSampleBooking } from '../../core/preview-sample-booking';
import { estimateOf } from '../bookings/estimate-of';
import { bookingSession, shownPartner } from '../flow/booking-session';
import type { ServerPartner } from '../partners/server-partner';

/**
 * The preview's sample booking priced as a customer's would be (docs/PARTNERS.md, Previewing): the partner's rates,
 * its fees and the price rules of its capacity for the sample's move date, by the server, which alone knows them.
 */
export function previewBooking(partner: ServerPartner, now: Date): Booking {
  const sample = previewSampleBooking(shownPartner(partner), partnerToday(now, timeZoneOf(partner)));
  const location = sample.location ? { ...sample.location } : null;
  return { ...sample, ...estimateOf(bookingSession(partner, { booking: sample, location, today: now }), partner) };
}

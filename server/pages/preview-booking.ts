import type { Booking } from '../../core/booking';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { previewSampleBooking } from '../../core/preview-sample-booking';
import { withEstimate } from '../bookings/with-estimate';
import { publicPartner } from '../partners/public-partner';
import type { ServerPartner } from '../partners/server-partner';

/**
 * The preview's sample booking priced as a customer's would be (docs/PARTNERS.md, Previewing): the partner's rates,
 * its fees and the price rules of its capacity for the sample's move date, by the server, which alone knows them.
 */
export function previewBooking(partner: ServerPartner, now: Date): Booking {
  return withEstimate(previewSampleBooking(publicPartner(partner), partnerToday(now, timeZoneOf(partner))), partner, now);
}

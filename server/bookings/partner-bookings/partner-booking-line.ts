/**
 * One booking as `npm run bookings -- list` shows it to the partner's operator (docs/PARTNERS.md, "Clearing a fake
 * day"): enough to tell a real customer from a script, never the customer's personal data. The contact is masked
 * (first letter of the name, of the email with its domain, the phone's last two digits) and the client address is
 * only its bucket's hash, shortened.
 */
import { maskEmail } from '../../../core/mask-email';
import { maskFirstName } from '../../../core/mask-first-name';
import { maskPhone } from '../../../core/mask-phone';
import { shortBucket } from '../../../core/capacity/crowded-day';
import { timeZoneOf } from '../../../core/capacity/time-zone-of';
import type { BookingRow } from '../../db/booking-repository';
import type { ServerPartner } from '../../partners/server-partner';
import { bookingStateOf } from '../booking-state';

export interface PartnerBookingLine {
  reference: string;
  /** When the booking was started, in the partner's time zone ('YYYY-MM-DD HH:MM'). */
  created: string;
  /** The move day and time of day ('2027-07-01 morning'), '-' when not chosen. */
  move: string;
  /** pay_later, pay_now, unserviceable or cancelled (by the customer or the partner). */
  state: string;
  /** The crew: none, provisional (until when), firm or released. */
  crew: string;
  /** The client address bucket's hash, shortened; '-' when none was recorded. */
  bucket: string;
  contact: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `at` as 'YYYY-MM-DD HH:MM' on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export function partnerBookingLine(row: BookingRow, partner: ServerPartner): PartnerBookingLine {
  const zone = timeZoneOf(partner);
  const { data } = row;
  const state = bookingStateOf(row);
  const crew = row.crewState === 'provisional' && row.confirmBy ? `provisional until ${wallClock(row.confirmBy, zone)}` : row.crewState;
  const contact = [maskFirstName(data.firstName), maskEmail(data.email), maskPhone(data.phone)].filter(Boolean).join(' ');
  return {
    reference: row.reference,
    created: wallClock(row.createdAt, zone),
    move: typeof data.moveDate === 'string' ? `${data.moveDate} ${data.timeOfDay ?? ''}`.trim() : '-',
    state: state === 'cancelled' && row.cancelledBy === 'partner' ? 'cancelled by partner' : state,
    crew,
    bucket: shortBucket(row.clientBucket),
    contact: contact || '-',
  };
}

import { licenseText } from '../../../core/licenses/license-lines';
import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { timeZoneOf } from '../../../core/capacity/time-zone-of';
import { displayPartnerPhone } from '../../../core/partner-phone';
import type { ServerPartner } from '../../partners/server-partner';
import type { Lead } from '../lead/lead';
import { partnerDeliveryEmail } from './partner-delivery-email';
import { zonedInstant } from '../../../core/zoned-instant';

/** A new or changed move (REQUEST), or a cancelled one (CANCEL): the iTIP method of the invite. */
export type InviteMethod = 'REQUEST' | 'CANCEL';

/** The same event in every calendar for one booking: a later email about it updates, never duplicates. */
export function moveEventUid(reference: string, partner: ServerPartner): string {
  return `move-${reference}@${partner.slug}.bookings`;
}

function dayOf(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO date: "${isoDate}"`);
  return [year, month, day];
}

function utcArray(at: Date): DateArray {
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
}

function nextDay(isoDate: string): string {
  const [year, month, day] = dayOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The move as an iCalendar invite (the `ics` package), or null without a move date. The arrival window is the
 * partner's wall-clock time (its time zone, core/capacity/time-zone-of.ts), written in UTC (`DTSTART:20261203T160000Z`), so every
 * calendar shows it at the right hour wherever its reader is. Without a time of day the event takes the whole day.
 * One UID per booking; `sequence` (0, 1, 2… per conversion, update or cancellation) tells a calendar which invite
 * is newer; a cancelled booking's invite says CANCEL and CANCELLED.
 */
export function moveCalendarEvent(
  lead: Lead,
  partner: ServerPartner,
  invite: { method: InviteMethod; sequence: number; timestamp: Date },
): string | null {
  const date = lead.move?.date;
  if (!date) return null;
  const window = lead.move?.arrivalWindow;
  const timeZone = timeZoneOf(partner);
  const organizerEmail = partnerDeliveryEmail(partner);
  const where = [lead.origin?.address, lead.destination?.address].filter((address) => address);
  const name = [lead.contact.firstName, lead.contact.lastName].filter((part) => part).join(' ');
  const attributes: EventAttributes & { timestamp: number } = {
    uid: moveEventUid(lead.reference, partner),
    productId: 'moving-booking-funnel',
    method: invite.method,
    sequence: invite.sequence,
    // DTSTAMP: when this version of the event was made (the event's time), not when the email was written.
    timestamp: invite.timestamp.getTime(),
    title: `Move with ${partner.name}`,
    description: [
      `Booking reference: ${lead.reference}`,
      ...where.map((address, i) => `${i === 0 ? 'From' : 'To'}: ${address}`),
      // The money as the checkout showed it (docs/LEADS.md, `payment`).
      ...(lead.payment ? [lead.payment.policy] : []),
      `Questions? Call ${partner.name} at ${displayPartnerPhone(partner.phone)}.`,
      // Where the law looks for a mover's authority (docs/PARTNERS.md, "Licences and texting").
      ...(licenseText(partner.licenses) ? [`${partner.name}: ${licenseText(partner.licenses)}`] : []),
    ].join('\n'),
    ...(lead.origin?.address && { location: lead.origin.address }),
    url: partner.website,
    status: invite.method === 'CANCEL' ? 'CANCELLED' : lead.conversion?.type === 'pay_now' ? 'CONFIRMED' : 'TENTATIVE',
    ...(organizerEmail && { organizer: { name: partner.name, email: organizerEmail } }),
    ...(lead.contact.email && {
      attendees: [{ ...(name && { name }), email: lead.contact.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    }),
    ...(window
      ? {
          start: utcArray(zonedInstant(date, window.start, timeZone)),
          startInputType: 'utc',
          startOutputType: 'utc',
          end: utcArray(zonedInstant(date, window.end, timeZone)),
          endInputType: 'utc',
          endOutputType: 'utc',
        }
      : { start: dayOf(date), end: dayOf(nextDay(date)) }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics made no calendar event');
  return value;
}

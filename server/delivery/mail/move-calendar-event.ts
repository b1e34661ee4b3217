import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { displayPartnerPhone } from '../../../core/partner-phone';
import type { ServerPartner } from '../../partners/server-partner';
import type { Lead } from '../lead/lead';
import { partnerDeliveryEmail } from './partner-delivery-email';

/** The same event in every calendar for one booking: a later email about it updates, never duplicates. */
export function moveEventUid(reference: string, partner: ServerPartner): string {
  return `move-${reference}@${partner.slug}.bookings`;
}

function dayOf(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO date: "${isoDate}"`);
  return [year, month, day];
}

function at(day: [number, number, number], hhmm: string): DateArray {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return [...day, hours ?? 0, minutes ?? 0];
}

/**
 * The move as an iCalendar event (the `ics` package), or null without a move date. The arrival window
 * is written in floating local time (no time zone): the move happens where the customer lives, so
 * 08:00 is 08:00 on their calendar. Without a time of day the event takes the whole day. The UID is
 * stable per booking and the sequence grows with each save, so a calendar replaces an older invite.
 */
export function moveCalendarEvent(lead: Lead, partner: ServerPartner, timestamp: Date): string | null {
  const date = lead.move?.date;
  if (!date) return null;
  const day = dayOf(date);
  const window = lead.move?.arrivalWindow;
  const organizerEmail = partnerDeliveryEmail(partner);
  const where = [lead.origin?.address, lead.destination?.address].filter((address) => address);
  const attributes: EventAttributes & { timestamp: number } = {
    uid: moveEventUid(lead.reference, partner),
    productId: 'moving-booking-funnel',
    method: 'PUBLISH',
    // A sequence in whole seconds of the last save: later saves give a later (greater) sequence.
    sequence: Math.floor(Date.parse(lead.updatedAt) / 1000),
    // DTSTAMP: when this version of the event was made (the event's time), not when the email was written.
    timestamp: timestamp.getTime(),
    title: `Move with ${partner.name}`,
    description: [
      `Booking reference: ${lead.reference}`,
      ...where.map((address, i) => `${i === 0 ? 'From' : 'To'}: ${address}`),
      `Questions? Call ${partner.name} at ${displayPartnerPhone(partner.phone)}.`,
    ].join('\n'),
    ...(lead.origin?.address && { location: lead.origin.address }),
    url: partner.website,
    status: lead.conversion?.type === 'pay_now' ? 'CONFIRMED' : 'TENTATIVE',
    ...(organizerEmail && { organizer: { name: partner.name, email: organizerEmail } }),
    ...(window
      ? {
          start: at(day, window.start),
          startInputType: 'local',
          startOutputType: 'local',
          end: at(day, window.end),
          endInputType: 'local',
          endOutputType: 'local',
        }
      : { start: day, end: dayOf(nextDay(date)) }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics made no calendar event');
  return value;
}

function nextDay(isoDate: string): string {
  const [year, month, day] = dayOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

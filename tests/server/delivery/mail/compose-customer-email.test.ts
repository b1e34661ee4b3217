/** The customer's confirmation: pay later and pay now only, in the partner's words, with the move in their calendar. */
import { describe, expect, it } from 'vitest';
import { buildLead, type LeadConversion } from '../../../../server/delivery/lead/build-lead';
import type { LeadEventType } from '../../../../server/delivery/lead/lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { address, COMPLETE_BOOKING, NEW_YORK, STEP_VALUES } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER, PAY_NOW } from '../../helpers/test-leads';
import { partnerWithMailbox } from '../../helpers/test-mail';

const BOOKED = { ...COMPLETE_BOOKING, distance: 14.2, locationId: 101 };

function email(slug: string, type: LeadEventType, booking: Record<string, unknown>, conversion: LeadConversion | null) {
  const partner = partnerWithMailbox(slug, `dispatch@${slug}.example.com`);
  return composeCustomerEmail(leadEvent(type, buildLead(leadInput(slug, booking, conversion, { partner }))), partner);
}

describe('composeCustomerEmail', () => {
  it.each<[string, LeadEventType, Record<string, unknown>, LeadConversion | null]>([
    [
      'an unserviceable move',
      'booking.converted',
      { ...BOOKED, ...address('destination', NEW_YORK), distance: 2900 },
      { type: 'unserviceable', unserviceableReason: 'out_of_state_move' },
    ],
    ['a withdrawn conversion', 'booking.conversion_withdrawn', BOOKED, null],
    ['an abandoned lead', 'booking.abandoned', BOOKED, null],
    ['a booking without an email address', 'booking.converted', { ...BOOKED, email: null }, PAY_LATER],
  ])('sends nothing for %s', (_case, type, booking, conversion) => {
    expect(email('bayside-movers', type, booking, conversion)).toBeNull();
  });

  it.each<[string, LeadConversion, string, string]>([
    ['bayside-movers', PAY_NOW, 'We got it! Your booking 7KQ2M9XD with Bayside Movers', 'Someone from Bayside Movers will be in touch.'],
    [
      'bayside-movers',
      PAY_LATER,
      'Your details are saved! Your booking 7KQ2M9XD with Bayside Movers',
      'Your move date and time are not guaranteed',
    ],
    // Harbor Hauling words its pay-now subtitle itself (partners/harbor-hauling.json `copy`).
    [
      'harbor-hauling',
      PAY_NOW,
      'We got it! Your booking 7KQ2M9XD with Harbor Hauling',
      'The Harbor Hauling team will call you within one business day.',
    ],
  ])("%s, %j: the complete page in the partner's words", (slug, conversion, subject, words) => {
    const message = email(slug, 'booking.converted', { ...BOOKED, ...(slug === 'harbor-hauling' && harborAddresses) }, conversion)!;
    expect(message.to).toBe('ann@example.com');
    expect(message.replyTo).toBe(`dispatch@${slug}.example.com`);
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(words);
    expect(message.text).toContain('Booking reference: 7KQ2M9XD');
  });

  it('attaches the move as a calendar event: one UID per booking, its window, tentative until a card is on file', () => {
    const payLater = email('bayside-movers', 'booking.converted', BOOKED, PAY_LATER)!.calendar!;
    const payNow = email('bayside-movers', 'booking.converted', BOOKED, PAY_NOW)!.calendar!;
    const day = String(STEP_VALUES.moveDate!.moveDate).replaceAll('-', '');
    expect(payLater.method).toBe('PUBLISH');
    expect(payLater.content).toMatch(new RegExp(`DTSTART:${day}T080000\\r\\nDTEND:${day}T120000`));
    expect(payLater.content).toContain('STATUS:TENTATIVE');
    expect(payNow.content).toContain('STATUS:CONFIRMED');
    const uid = (ics: string) => /^UID:(.*)\r$/m.exec(ics)?.[1];
    expect(uid(payLater.content)).toBe('move-7KQ2M9XD@bayside-movers.bookings');
    expect(uid(payNow.content)).toBe(uid(payLater.content));
    expect(payLater.content).toContain('ORGANIZER;CN="Bayside Movers":MAILTO:dispatch@bayside-movers.example.com');
  });
});

const harborAddresses = {
  ...address('origin', '400 Pine St, Seattle, WA 98101'),
  ...address('destination', '500 Broadway E, Seattle, WA 98102'),
};

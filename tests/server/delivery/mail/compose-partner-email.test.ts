/** The dispatcher's email for each event: who to call, when, where, the reference (docs/DECISIONS.md, "Delivery: the lead and emails"). */
import { describe, expect, it } from 'vitest';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import type { LeadEventType } from '../../../../server/delivery/lead/lead';
import { composePartnerEmail } from '../../../../server/delivery/mail/compose-partner-email';
import type { LeadConversion } from '../../../../server/delivery/lead/build-lead';
import { address, COMPLETE_BOOKING, NEW_YORK, STEP_VALUES } from '../../helpers/test-bookings';
import { leadEvent, leadInput, partnerBySlug, PAY_LATER, PAY_NOW } from '../../helpers/test-leads';
import { DISPATCH, partnerWithMailbox } from '../../helpers/test-mail';

const partner = partnerWithMailbox();
const BOOKED = { ...COMPLETE_BOOKING, distance: 14.2, locationId: 101, moveDate: '2026-12-18' };
const TO_NEW_YORK = { ...BOOKED, ...address('destination', NEW_YORK), distance: 2900 };
const LANDING_ONLY = { ...STEP_VALUES.landing, serviceType: 'full_service' };
const OUT_OF_STATE: LeadConversion = { type: 'unserviceable', unserviceableReason: 'out_of_state_move' };

function email(type: LeadEventType, booking: Record<string, unknown>, conversion: LeadConversion | null) {
  const asOf = new Date('2026-11-25T18:04:11.512Z');
  const lead = buildLead(leadInput('bayside-movers', booking, conversion, { partner, updatedAt: asOf, convertedAt: conversion && asOf }));
  return composePartnerEmail(leadEvent(type, lead, asOf), partner);
}

describe('composePartnerEmail', () => {
  it.each<[LeadEventType, Record<string, unknown>, LeadConversion | null, string, RegExp]>([
    [
      'booking.converted',
      BOOKED,
      PAY_NOW,
      '[7KQ2M9XD] New booking, card on file: Ann Lee, December 18, 2026, Morning, 8AM to Noon',
      /Call them to confirm the crew/,
    ],
    [
      'booking.converted',
      BOOKED,
      PAY_LATER,
      '[7KQ2M9XD] New booking request, pay later: Ann Lee, December 18, 2026, Morning, 8AM to Noon',
      /the time slot is not held/,
    ],
    [
      'booking.converted',
      TO_NEW_YORK,
      OUT_OF_STATE,
      '[7KQ2M9XD] Call back, not bookable online: Ann Lee, December 18, 2026, Morning, 8AM to Noon',
      /leaves or enters another state/,
    ],
    [
      'booking.conversion_withdrawn',
      BOOKED,
      null,
      '[7KQ2M9XD] Booking withdrawn: Ann Lee, December 18, 2026, Morning, 8AM to Noon',
      /no longer stands as sent/,
    ],
    ['booking.abandoned', LANDING_ONLY, null, '[7KQ2M9XD] Unfinished quote: Ann Lee', /has not finished booking/],
  ])('%s (%#): subject and what to do', (type, booking, conversion, subject, action) => {
    const message = email(type, booking, conversion);
    expect(message.to).toBe(DISPATCH);
    expect(message.replyTo).toBe('ann@example.com');
    expect(message.subject).toBe(subject);
    expect(message.text).toMatch(action);
    expect(message.text).toContain('Reference: 7KQ2M9XD');
    expect(message.text).toContain('Phone number: (415) 555-0100');
  });

  it('shows when and where in the summary words, the estimate and the source', () => {
    const { text } = email('booking.converted', { ...BOOKED, utm_source: 'google' }, PAY_LATER);
    for (const line of [
      'Distance: 14.2 miles from Oakland depot',
      'December 18, 2026\nMorning, 8AM to Noon',
      '500 Market St, San Francisco, CA 94105\nUnit / apartment number: 4B\nApartment',
      'Distance to truck: 0-50 yards',
      'CONTENTS: 5 ITEMS\nBedrooms: 2',
      'SPECIALTY ITEMS: 1 ITEM\nRefrigerators: 1',
      'NOTES\nFragile mirror',
      'YOUR ESTIMATE\n$',
      'SOURCE\nutm_source: google',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('an abandoned lead shows what was given and no estimate', () => {
    const { text } = email('booking.abandoned', LANDING_ONLY, null);
    expect(text).toContain('Ann Lee');
    expect(text).not.toContain('YOUR ESTIMATE');
    expect(text).not.toContain('ORIGIN');
  });

  it('escapes what the customer typed in the HTML part', () => {
    const { html } = email('booking.converted', { ...BOOKED, notes: '<img src=x onerror=alert(1)> & "quotes"' }, PAY_LATER);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('<img');
  });

  it('the same event gives the same message id; another event another', () => {
    expect(email('booking.converted', BOOKED, PAY_LATER).id).toBe(email('booking.converted', BOOKED, PAY_LATER).id);
    expect(email('booking.abandoned', BOOKED, null).id).not.toBe(email('booking.converted', BOOKED, PAY_LATER).id);
  });

  it('refuses a partner whose file names no mailbox', () => {
    const lead = buildLead(leadInput('bayside-movers', BOOKED, PAY_LATER));
    const withoutMailbox = { ...partnerBySlug('bayside-movers'), delivery: undefined };
    expect(() => composePartnerEmail(leadEvent('booking.converted', lead), withoutMailbox)).toThrow(/has no delivery\.email/);
  });
});

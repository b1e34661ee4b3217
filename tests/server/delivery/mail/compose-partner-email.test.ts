/** The dispatcher's email for each event: who to call, when, where, the reference (docs/DECISIONS.md, "Delivery: the lead and emails"). */
import { describe, expect, it } from 'vitest';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import type { LeadEventType } from '../../../../server/delivery/lead/lead';
import { composePartnerEmail } from '../../../../server/delivery/mail/compose-partner-email';
import type { LeadConversion } from '../../../../server/delivery/lead/build-lead';
import { address, COMPLETE_BOOKING, NEW_YORK, STEP_VALUES } from '../../helpers/test-bookings';
import { leadEvent, leadInput, partnerBySlug, PAY_LATER, PAY_NOW } from '../../helpers/test-leads';
import { parseInvite } from '../../helpers/parse-invite';
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
      // The customer's words are not the dispatcher's: this is what the customer was shown, the total last.
      'ESTIMATE SHOWN TO THE CUSTOMER\n',
      'SOURCE\nutm_source: google',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('an abandoned lead shows what was given and no estimate', () => {
    const { text } = email('booking.abandoned', LANDING_ONLY, null);
    expect(text).toContain('Ann Lee');
    expect(text).not.toContain('ESTIMATE');
    expect(text).not.toContain('ORIGIN');
  });

  it('escapes what the customer typed in the HTML part', () => {
    const { html } = email('booking.converted', { ...BOOKED, notes: '<img src=x onerror=alert(1)> & "quotes"' }, PAY_LATER);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('<img src=x');
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

describe('the partner email about a change or a cancellation', () => {
  const asOf = new Date('2026-11-25T18:04:11.512Z');
  function event(type: LeadEventType, changes?: Array<{ field: string; before: unknown; after: unknown }>) {
    const lead = buildLead(
      leadInput('bayside-movers', { ...BOOKED, moveDate: '2026-12-10' }, PAY_LATER, { partner, updatedAt: asOf, convertedAt: asOf }),
    );
    return leadEvent(type, changes ? { ...lead, changes } : lead, asOf);
  }

  it("names what changed in the funnel's words, before the booking as it stands, and carries the updated invite", () => {
    const message = composePartnerEmail(
      event('booking.updated', [
        { field: 'move.date', before: '2026-12-03', after: '2026-12-10' },
        { field: 'move.timeOfDay', before: 'morning', after: 'afternoon' },
        { field: 'estimate.total', before: 815.5, after: 1513 },
        { field: 'destination.city', before: 'Oakland', after: 'Berkeley' },
      ]),
      partner,
      { sequence: 2 },
    );
    expect(message.subject).toMatch(/^\[7KQ2M9XD\] Booking changed: Ann Lee/);
    expect(message.text).toMatch(
      /WHAT CHANGED\n.*December 3, 2026 → December 10, 2026\n.*Morning, 8AM to Noon → Afternoon, Noon to 4PM\nEstimate: \$815\.50 → \$1,513\.00/,
    );
    expect(message.text.indexOf('WHAT CHANGED')).toBeLessThan(message.text.indexOf('ORIGIN'));
    const invite = parseInvite(message.calendar!.content);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 2, uid: 'move-7KQ2M9XD@bayside-movers.bookings', zone: 'Z' });
  });

  it('a cancellation carries a CANCEL invite for the same event', () => {
    const message = composePartnerEmail(event('booking.cancelled'), partner, { sequence: 3 });
    expect(message.subject).toMatch(/Booking cancelled: Ann Lee/);
    expect(message.calendar?.method).toBe('CANCEL');
    expect(parseInvite(message.calendar!.content)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
  });

  it("a cancellation by the partner's own team says so, with the reason", () => {
    const lead = buildLead(
      leadInput('bayside-movers', BOOKED, PAY_LATER, { partner, cancellation: { by: 'partner', reason: 'Made-up booking' } }),
    );
    const message = composePartnerEmail(leadEvent('booking.cancelled', lead, asOf), partner, { sequence: 3 });
    expect(message.subject).toMatch(/Booking cancelled by you: Ann Lee/);
    expect(message.text).toContain('Cancelled by your team (Made-up booking)');
    expect(message.calendar?.method).toBe('CANCEL');
  });

  it("heads the email with the partner's logo and lays every amount in one right-hand column of one table", () => {
    const { html, inlineLogo } = email('booking.converted', BOOKED, PAY_LATER);
    expect(inlineLogo).toEqual({ cid: 'partner-logo', publicPath: '/partners/bayside-movers/logo.svg' });
    expect(html).toContain('<img src="cid:partner-logo" alt="Bayside Movers"');
    // One table for every section: the sections' rows share its two columns.
    expect(html.match(/<table /g)).toHaveLength(3);
    const amounts = [...html.matchAll(/<td align="right"[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(amounts.at(-1)).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(html).toMatch(/font-weight:700[^>]*>Total<\/td>/);
  });
});

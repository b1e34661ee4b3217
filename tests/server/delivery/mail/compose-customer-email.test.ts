/** The customer's confirmation (pay later and pay now), its update and its cancellation, in the partner's words, with the move in their calendar. */
import { describe, expect, it } from 'vitest';
import { buildLead, type LeadConversion } from '../../../../server/delivery/lead/build-lead';
import type { LeadEventType } from '../../../../server/delivery/lead/lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { address, COMPLETE_BOOKING, NEW_YORK, STEP_VALUES } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER, PAY_NOW } from '../../helpers/test-leads';
import { parseInvite } from '../../helpers/parse-invite';
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

  it("attaches the move as a calendar invite: one UID per booking, its window in the partner's zone, tentative until a card is on file", () => {
    const payLater = email('bayside-movers', 'booking.converted', BOOKED, PAY_LATER)!.calendar!;
    const payNow = email('bayside-movers', 'booking.converted', BOOKED, PAY_NOW)!.calendar!;
    const invite = parseInvite(payLater.content);
    expect(payLater.method).toBe('REQUEST');
    expect(invite).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', sequence: 0, zone: 'Z', attendees: ['mailto:ann@example.com'] });
    // 8AM to Noon where Bayside works: 16:00 or 15:00 UTC, as daylight saving has it on the day.
    const day = String(STEP_VALUES.moveDate!.moveDate);
    const offset = day >= '2026-03-08' && day < '2026-11-01' ? 7 : 8;
    expect(invite.start.toISOString()).toBe(`${day}T${String(8 + offset).padStart(2, '0')}:00:00.000Z`);
    expect(invite.end.getTime() - invite.start.getTime()).toBe(4 * 3_600_000);
    expect(parseInvite(payNow.content)).toMatchObject({ status: 'CONFIRMED', uid: invite.uid });
    expect(invite.uid).toBe('move-7KQ2M9XD@bayside-movers.bookings');
    expect(payLater.content).toContain('ORGANIZER;CN="Bayside Movers":MAILTO:dispatch@bayside-movers.example.com');
  });

  it.each([
    ['Your account will be closed: see https://evil.example/x', 'Hi there,'],
    ['www.evil.example', 'Hi there,'],
    ['evil.example', 'Hi there,'],
    ['A'.repeat(41), 'Hi there,'],
    ['Ann', 'Hi Ann,'],
    ['Mary Ann', 'Hi Mary Ann,'],
  ])('greets a first name of %j as %j, never echoing a link', (firstName, hello) => {
    const message = email('bayside-movers', 'booking.converted', { ...BOOKED, firstName }, PAY_LATER)!;
    expect(message.text).toContain(`\n${hello}\n`);
    for (const part of [message.text, message.html, message.subject]) {
      expect(part).not.toContain('evil.example');
      if (hello === 'Hi there,') expect(part).not.toContain(firstName);
    }
  });

  it('an update re-sends the confirmation with what changed and the invite under the same UID, its SEQUENCE higher', () => {
    const partner = partnerWithMailbox('bayside-movers', 'dispatch@bayside-movers.example.com');
    const lead = buildLead(leadInput('bayside-movers', BOOKED, PAY_LATER, { partner }));
    const first = composeCustomerEmail(leadEvent('booking.converted', lead), partner, { sequence: 0 })!;
    const changes = [{ field: 'move.timeOfDay', before: 'afternoon', after: 'morning' }];
    const updated = composeCustomerEmail(leadEvent('booking.updated', { ...lead, changes }), partner, { sequence: 1 })!;
    expect(updated.subject).toBe('Updated: your booking 7KQ2M9XD with Bayside Movers');
    expect(updated.text).toMatch(/WHAT CHANGED\n.*Afternoon, Noon to 4PM → Morning, 8AM to Noon/);
    const [before, after] = [parseInvite(first.calendar!.content), parseInvite(updated.calendar!.content)];
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.method).toBe('REQUEST');
  });

  it('a cancellation tells the customer and cancels the invite', () => {
    const partner = partnerWithMailbox('bayside-movers', 'dispatch@bayside-movers.example.com');
    const lead = buildLead(leadInput('bayside-movers', BOOKED, PAY_LATER, { partner }));
    const cancelled = composeCustomerEmail(leadEvent('booking.cancelled', lead), partner, { sequence: 4 })!;
    expect(cancelled.subject).toBe('Cancelled: your booking 7KQ2M9XD with Bayside Movers');
    expect(cancelled.text).toContain('Your booking 7KQ2M9XD with Bayside Movers is cancelled');
    expect(parseInvite(cancelled.calendar!.content)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 4 });
  });

  it("a partner's cancellation says the company cancelled it, with its reason", () => {
    const partner = partnerWithMailbox('bayside-movers', 'dispatch@bayside-movers.example.com');
    const cancellation = { by: 'partner' as const, reason: 'We could not reach you to confirm.' };
    const lead = buildLead(leadInput('bayside-movers', BOOKED, PAY_LATER, { partner, cancellation }));
    const cancelled = composeCustomerEmail(leadEvent('booking.cancelled', lead), partner, { sequence: 2 })!;
    expect(cancelled.subject).toBe('Cancelled: your booking 7KQ2M9XD with Bayside Movers');
    expect(cancelled.text).toContain('Bayside Movers cancelled your booking 7KQ2M9XD');
    expect(cancelled.text).toContain('The reason they give: We could not reach you to confirm.');
    expect(cancelled.text).not.toContain('If you did not mean to cancel');
    expect(parseInvite(cancelled.calendar!.content)).toMatchObject({ method: 'CANCEL', sequence: 2 });
  });

  it('a withdrawal tells the customer the booking no longer stands and cancels the invite, its SEQUENCE the next', () => {
    const partner = partnerWithMailbox();
    // A withdrawn booking's lead has no conversion any more: the withdrawal is the event's type.
    const lead = buildLead(leadInput('bayside-movers', BOOKED, null, { partner }));
    const withdrawn = composeCustomerEmail(leadEvent('booking.conversion_withdrawn', lead), partner, {
      sequence: 2,
      manageUrl: 'https://x.test/m',
    })!;
    expect(withdrawn.subject).toBe('Not booked: your booking 7KQ2M9XD with Bayside Movers was changed');
    expect(withdrawn.text).toContain('no longer stands as booked');
    expect(withdrawn.text).not.toContain('https://x.test/m');
    expect(withdrawn.calendar?.filename).toBe('cancel.ics');
    expect(parseInvite(withdrawn.calendar!.content)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
  });

  it('offers the manage link when the server gives one', () => {
    const partner = partnerWithMailbox('bayside-movers', 'dispatch@bayside-movers.example.com');
    const lead = buildLead(leadInput('bayside-movers', BOOKED, PAY_LATER, { partner }));
    const manageUrl = 'https://book.example.com/partners/bayside-movers/manage/abc';
    const message = composeCustomerEmail(leadEvent('booking.converted', lead), partner, { sequence: 0, manageUrl })!;
    expect(message.text).toContain(`View or change your booking: ${manageUrl}`);
    expect(message.html).toContain(`href="${manageUrl}"`);
  });
});

const harborAddresses = {
  ...address('origin', '400 Pine St, Seattle, WA 98101'),
  ...address('destination', '500 Broadway E, Seattle, WA 98102'),
};

/**
 * Every email the server composes, for every demo partner and every event, scanned: no `[object Object]`, no JSON, no
 * `undefined` in its subject, text or HTML. The update carries a change of every property of the lead schema
 * (tests/server/helpers/lead-schema-samples.ts), as an edit may.
 */
import { describe, expect, it } from 'vitest';
import { buildLead, type LeadConversion } from '../../../../server/delivery/lead/build-lead';
import type { Lead, LeadEventType } from '../../../../server/delivery/lead/lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { composePartnerEmail } from '../../../../server/delivery/mail/compose-partner-email';
import { composeResumeEmail } from '../../../../server/delivery/mail/compose-resume-email';
import type { MailMessage } from '../../../../server/delivery/mail/mail-message';
import { RESUME_EMAIL_EVENT } from '../../../../server/links/resume-email-event';
import { address, COMPLETE_BOOKING, COMPLETE_COLORADO_BOOKING, NEW_YORK } from '../../helpers/test-bookings';
import { testPartners } from '../../helpers/test-app';
import { leadSchemaSamples } from '../../helpers/lead-schema-samples';
import { NOT_FOR_PEOPLE } from '../../helpers/not-for-people';
import { leadEvent, leadInput, PAY_LATER, PAY_NOW } from '../../helpers/test-leads';
import { partnerWithMailbox } from '../../helpers/test-mail';

const UNSERVICEABLE: LeadConversion = { type: 'unserviceable', unserviceableReason: 'out_of_state_move' };

/** [event, conversion, changes]: every event a booking sends, the update with a change of every lead property. */
const EVENTS: Array<[LeadEventType, LeadConversion | null]> = [
  ['booking.converted', PAY_NOW],
  ['booking.converted', PAY_LATER],
  ['booking.converted', UNSERVICEABLE],
  ['booking.updated', PAY_LATER],
  ['booking.updated', PAY_NOW],
  ['booking.cancelled', PAY_LATER],
  ['booking.conversion_withdrawn', null],
  ['booking.abandoned', null],
];

const changes: NonNullable<Lead['changes']> = leadSchemaSamples().flatMap(({ path, value }) => [
  { field: path, before: null, after: value },
  { field: path, before: value, after: null },
]);

const partners = testPartners().map((partner) => partnerWithMailbox(partner.slug, `dispatch@${partner.slug}.example.com`));
const bookingFor = (slug: string) => (slug === 'summit-moving' ? COMPLETE_COLORADO_BOOKING : COMPLETE_BOOKING);

function scanned(message: MailMessage | null, what: string): void {
  if (!message) return;
  for (const [part, text] of [
    ['subject', message.subject],
    ['text', message.text],
    ['html', message.html],
  ]) {
    const found = NOT_FOR_PEOPLE.exec(text ?? '');
    expect(found && text!.slice(Math.max(0, found.index - 80), found.index + 80), `${what}, ${part}`).toBeNull();
  }
}

describe('no email shows an object or JSON', () => {
  it.each(partners.map((partner) => [partner.slug, partner]))('%s: every event, to the customer and the partner', (slug, partner) => {
    let composed = 0;
    for (const [type, conversion] of EVENTS) {
      for (const booking of [bookingFor(slug), { ...bookingFor(slug), ...address('destination', NEW_YORK) }]) {
        const lead = buildLead(leadInput(slug, booking, conversion, { partner }));
        const withChanges = type === 'booking.updated' || type === 'booking.cancelled' ? { ...lead, changes } : lead;
        const event = leadEvent(type, withChanges);
        const context = { sequence: 1, manageUrl: 'https://book.example.com/m/abc', termsUrl: 'https://book.example.com/terms' };
        const customer = composeCustomerEmail(event, partner, context);
        scanned(customer, `${type} ${conversion?.type} to the customer`);
        scanned(composePartnerEmail(event, partner, { sequence: 1 }), `${type} ${conversion?.type} to the partner`);
        composed += customer ? 2 : 1;
      }
    }
    const resume = composeResumeEmail(
      {
        type: RESUME_EMAIL_EVENT,
        timestamp: new Date().toISOString(),
        data: { reference: '7KQ2M9XD', contact: { firstName: 'Ann', email: 'ann@example.com' } },
      },
      partner,
      { resumeUrl: 'https://book.example.com/r/abc', unsubscribeUrl: 'https://book.example.com/u/abc' },
    );
    expect(resume).not.toBeNull();
    scanned(resume, 'the resume email');
    // Conversions and updates of pay now and pay later, cancellations and withdrawals reach the customer too.
    expect(composed).toBeGreaterThan(EVENTS.length * 2);
  });
});

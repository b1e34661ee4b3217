/**
 * What the links look like in the customer's emails (docs/LEADS.md, "What the customer receives"): the confirmation's
 * and the update's "View or change your booking", and "Continue your moving quote" with its one-click unsubscribe (RFC 8058 headers
 * and a link), as the transport writes them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLead } from '../../../server/delivery/lead/build-lead';
import { composeCustomerEmail } from '../../../server/delivery/mail/compose-customer-email';
import { composeResumeEmail, RESUME_EMAIL_HEADING } from '../../../server/delivery/mail/compose-resume-email';
import { createMailTransport } from '../../../server/delivery/mail/create-mail-transport';
import { RESUME_EMAIL_EVENT } from '../../../server/links/resume-email-event';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER } from '../helpers/test-leads';
import { partnerWithMailbox } from '../helpers/test-mail';

const MANAGE = 'https://book.example.com/partners/bayside-movers/manage/AAAAAAAAAAAAAAAAAAAAAA';
const RESUME = 'https://book.example.com/partners/bayside-movers/resume/BBBBBBBBBBBBBBBBBBBBBB';
const UNSUBSCRIBE = 'https://book.example.com/partners/bayside-movers/unsubscribe/CCCCCCCCCCCCCCCCCCCCCC';
const partner = partnerWithMailbox();
const resumeEvent = {
  type: RESUME_EMAIL_EVENT,
  timestamp: '2026-12-01T17:30:00.000Z',
  data: { reference: '7KQ2M9XD', contact: { firstName: 'Ann', email: 'ann@example.com' } },
} as const;

describe('the manage link in the confirmation', () => {
  const event = leadEvent('booking.converted', buildLead(leadInput('bayside-movers', COMPLETE_BOOKING, PAY_LATER, { partner })));

  it('says "View or change your booking" with the link, in text and as a button', () => {
    const message = composeCustomerEmail(event, partner, { sequence: 0, manageUrl: MANAGE })!;
    expect(message.text).toContain(`View or change your booking: ${MANAGE}`);
    expect(message.html).toContain(`href="${MANAGE}"`);
    expect(message.html).toContain('>View or change your booking</a>');
  });

  it('has no such line without a link', () => {
    expect(composeCustomerEmail(event, partner)!.text).not.toContain('View or change your booking');
  });

  it('is in the update email beside its invite, and not in the cancellation', () => {
    const changes = [{ field: 'move.date', before: '2026-12-03', after: '2026-12-10' }];
    const updated = composeCustomerEmail(leadEvent('booking.updated', { ...event.data, changes }), partner, {
      sequence: 1,
      manageUrl: MANAGE,
    })!;
    expect(updated.text).toContain(`View or change your booking: ${MANAGE}`);
    expect(updated.calendar?.method).toBe('REQUEST');
    const cancelled = composeCustomerEmail(leadEvent('booking.cancelled', event.data), partner, { sequence: 2, manageUrl: MANAGE })!;
    expect(cancelled.text).not.toContain('View or change your booking');
  });
});

describe('"Continue your moving quote"', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'resume-email-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('goes to the customer with the resume link, the unsubscribe link and the one-click headers', async () => {
    const message = composeResumeEmail(resumeEvent, partner, { resumeUrl: RESUME, unsubscribeUrl: UNSUBSCRIBE })!;
    expect(message).toMatchObject({
      to: 'ann@example.com',
      replyTo: partner.delivery!.email,
      subject: `${RESUME_EMAIL_HEADING} with Bayside Movers`,
      headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(message.text).toContain(`${RESUME_EMAIL_HEADING}: ${RESUME}`);
    expect(message.text).toContain(`Unsubscribe: ${UNSUBSCRIBE}`);

    const sent = await createMailTransport({ dataDir, log: { info: () => undefined } }).send(message);
    // Long header lines are folded (RFC 5322): unfolded, each is one line.
    const eml = readFileSync(sent.emlPath!, 'utf8').replace(/\r\n[ \t]+/g, ' ');
    expect(eml).toContain(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('is not sent without its links (the booking was deleted before the email went)', () => {
    expect(composeResumeEmail(resumeEvent, partner, {})).toBeNull();
  });
});

/**
 * Every customer email links the partner's own terms and privacy policy (core/legal-page-path.ts), starting with
 * PUBLIC_URL (docs/LEADS.md, "What the customer receives"): the confirmation the worker sends through SMTP, read
 * as a mail client reads it (mailparser), and the cancellation and "Continue your moving quote" composed with the
 * links the worker makes.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { legalPagePath } from '../../../../core/legal-page-path';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { composePartnerEmail } from '../../../../server/delivery/mail/compose-partner-email';
import { composeResumeEmail } from '../../../../server/delivery/mail/compose-resume-email';
import type { MailMessage } from '../../../../server/delivery/mail/mail-message';
import { createMailTransport } from '../../../../server/delivery/mail/create-mail-transport';
import { customerLinks } from '../../../../server/links/customer-links';
import { RESUME_EMAIL_EVENT } from '../../../../server/links/resume-email-event';
import { payLaterBooking } from '../../links/link-test-kit';
import { testApp } from '../../helpers/test-app';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER } from '../../helpers/test-leads';
import { partnerWithMailbox, startLoopbackSmtp, type LoopbackSmtp } from '../../helpers/test-mail';

const PUBLIC_URL = 'https://book.example.com';
const SLUG = 'bayside-movers';
const CUSTOMER = String(COMPLETE_BOOKING.email);
const TERMS = `${PUBLIC_URL}${legalPagePath(SLUG, 'terms')}`;
const PRIVACY = `${PUBLIC_URL}${legalPagePath(SLUG, 'privacy-policy')}`;

/** Both parts link both pages: `label: url` lines in text, links in HTML. */
function expectLegalLinks(mail: Pick<ParsedMail, 'text' | 'html'>) {
  expect(mail.text).toContain(`Terms: ${TERMS}`);
  expect(mail.text).toContain(`Privacy Policy: ${PRIVACY}`);
  expect(mail.html).toMatch(new RegExp(`<a href="${TERMS}"[^>]*>Terms</a>`));
  expect(mail.html).toMatch(new RegExp(`<a href="${PRIVACY}"[^>]*>Privacy Policy</a>`));
}

describe("the partner's legal pages in customer emails", () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let smtp: LoopbackSmtp;

  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { env: { PUBLIC_URL, SMTP_URL: smtp.url } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  /** The email as a mail client shows it, after the loopback SMTP server took it. */
  async function parsed(message: MailMessage) {
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: '/nonexistent-unused', log: { info: () => undefined } });
    const { messageId } = await transport.send(message);
    transport.close();
    const arrived = smtp.received.find(({ mail }) => mail.messageId === messageId);
    if (!arrived) throw new Error(`${message.subject} did not arrive`);
    return arrived.mail;
  }

  it('closes the confirmation the worker sends, in text and HTML; the partner email has none', async () => {
    const visitor = await payLaterBooking(app);
    await app.jobs.runOnce();
    const reference = String(visitor.props.booking.reference);
    const about = smtp.received.filter(({ mail }) => mail.subject?.includes(reference));
    const customer = about.find(({ envelopeTo }) => envelopeTo.includes(CUSTOMER));
    expect(customer, `no customer email about ${reference}`).toBeDefined();
    expectLegalLinks(customer!.mail);
    const partner = about.find(({ envelopeTo }) => envelopeTo.includes('dispatch@bayside-movers.example.com'));
    expect(partner?.mail.text).not.toContain(TERMS);
    expect(partner?.mail.text).toContain(reference);
  });

  it('closes the cancellation and "Continue your moving quote" as well', async () => {
    const partner = partnerWithMailbox(SLUG);
    const now = new Date();
    const cancelled = leadEvent('booking.cancelled', buildLead(leadInput(SLUG, COMPLETE_BOOKING, PAY_LATER, { partner })));
    const cancelLinks = await customerLinks(database.db, { type: 'booking.cancelled', bookingId: 0, partnerSlug: SLUG }, PUBLIC_URL, now);
    expectLegalLinks(await parsed(composeCustomerEmail(cancelled, partner, { sequence: 1, ...cancelLinks })!));

    const resume = {
      type: RESUME_EMAIL_EVENT,
      timestamp: now.toISOString(),
      data: { reference: '7KQ2M9XD', contact: { firstName: 'Ann', email: 'ann@example.com' } },
    } as const;
    const resumeLinks = { ...cancelLinks, resumeUrl: `${PUBLIC_URL}/r`, unsubscribeUrl: `${PUBLIC_URL}/u` };
    expectLegalLinks(await parsed(composeResumeEmail(resume, partner, resumeLinks)!));

    // The partner's own email is about the lead: it carries no customer-facing small print.
    expect(composePartnerEmail(cancelled, partner, { sequence: 1 }).text).not.toContain(TERMS);
  });
});

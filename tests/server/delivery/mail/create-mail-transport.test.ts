/**
 * Email leaves the server: through a real SMTP server on loopback (SMTP_URL), or as .eml files under
 * DATA_DIR/mail/ without it. What arrives is parsed as a mail client would (mailparser).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { composePartnerEmail } from '../../../../server/delivery/mail/compose-partner-email';
import { createMailTransport } from '../../../../server/delivery/mail/create-mail-transport';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_NOW } from '../../helpers/test-leads';
import { DISPATCH, partnerWithMailbox, startLoopbackSmtp, type LoopbackSmtp } from '../../helpers/test-mail';

const partner = partnerWithMailbox();
const booking = { ...COMPLETE_BOOKING, distance: 14.2, locationId: 101, timeOfDay: 'afternoon' };
const event = leadEvent(
  'booking.converted',
  buildLead(leadInput('bayside-movers', booking, PAY_NOW, { partner })),
  new Date('2026-11-25T18:04:11.512Z'),
);
const moveDate = event.data.move!.date!;
const partnerMail = composePartnerEmail(event, partner);
const customerMail = composeCustomerEmail(event, partner)!;

/** A logger that keeps what it is given, to check no address or name is logged. */
function keptLog() {
  const lines: unknown[] = [];
  return { lines, log: { info: (...args: unknown[]) => void lines.push(args) } };
}

describe('createMailTransport with SMTP_URL', () => {
  let smtp: LoopbackSmtp;
  const { lines, log } = keptLog();
  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: '/nonexistent-unused', log, from: 'bookings@funnel.example.com' });
    await transport.send(partnerMail);
    await transport.send(customerMail);
    transport.close();
  });
  afterAll(() => smtp.close());

  it('delivers the partner email to the dispatch mailbox, replying to the customer', () => {
    const [arrived] = smtp.received.filter(({ envelopeTo }) => envelopeTo.includes(DISPATCH));
    expect(arrived?.envelopeTo).toEqual([DISPATCH]);
    const mail = arrived!.mail;
    expect(mail.from?.value).toEqual([{ name: 'Bayside Movers bookings', address: 'bookings@funnel.example.com' }]);
    expect(mail.replyTo?.text).toBe('ann@example.com');
    expect(mail.subject).toMatch(/^\[7KQ2M9XD\] New booking, card on file: Ann Lee, \w+ \d+, \d{4}, Afternoon, Noon to 4PM$/);
    expect(mail.messageId).toBe(`<7KQ2M9XD.booking-converted.${Date.parse(event.timestamp)}.partner@funnel.example.com>`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('7KQ2M9XD');
      expect(part).toContain('(415) 555-0100');
      expect(part).toContain('500 Market St, San Francisco, CA 94105');
    }
  });

  it('delivers the customer email with their reference and the move as a calendar event in the afternoon', () => {
    const [arrived] = smtp.received.filter(({ envelopeTo }) => envelopeTo.includes('ann@example.com'));
    const mail = arrived!.mail;
    expect(mail.subject).toBe('We got it! Your booking 7KQ2M9XD with Bayside Movers');
    expect(mail.replyTo?.text).toBe(DISPATCH);
    expect(mail.text).toContain('Someone from Bayside Movers will be in touch.');
    const invite = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    const ics = invite!.content.toString('utf8');
    expect(ics).toMatch(/^METHOD:PUBLISH\r?$/m);
    expect(ics).toMatch(/^UID:move-7KQ2M9XD@bayside-movers\.bookings\r?$/m);
    expect(ics).toMatch(new RegExp(`^DTSTART:${moveDate.replaceAll('-', '')}T120000\\r?$`, 'm'));
    expect(ics).toMatch(new RegExp(`^DTEND:${moveDate.replaceAll('-', '')}T160000\\r?$`, 'm'));
  });

  it('logs message ids only: no address, name or subject', () => {
    const logged = JSON.stringify(lines);
    expect(logged).toContain('7KQ2M9XD.booking-converted');
    for (const secret of ['ann@example.com', DISPATCH, 'Ann', 'Lee', 'card on file']) expect(logged).not.toContain(secret);
  });
});

describe('createMailTransport without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail/, logs its path, and a retry rewrites the same file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    const { lines, log } = keptLog();
    const transport = createMailTransport({ dataDir, log });
    const first = await transport.send(partnerMail);
    const retry = await transport.send(partnerMail);
    await transport.send(customerMail);
    expect(fs.readdirSync(path.join(dataDir, 'mail')).sort()).toEqual([`${customerMail.id}.eml`, `${partnerMail.id}.eml`].sort());
    expect(first).toEqual(retry);
    expect(first.emlPath).toBe(path.join(dataDir, 'mail', `${partnerMail.id}.eml`));
    expect(JSON.stringify(lines)).toContain(first.emlPath);
    const parsed = await simpleParser(fs.readFileSync(first.emlPath!));
    expect([parsed.to && 'text' in parsed.to ? parsed.to.text : null, parsed.messageId]).toEqual([DISPATCH, first.messageId]);
    expect(first.messageId).toBe(`<${partnerMail.id}@localhost>`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

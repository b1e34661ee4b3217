/**
 * Email leaves the server: through a real SMTP server on loopback (SMTP_URL), or as .eml files under
 * DATA_DIR/mail/ without it. What arrives is parsed as a mail client would (mailparser).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { composeCustomerEmail } from '../../../../server/delivery/mail/compose-customer-email';
import { composePartnerEmail } from '../../../../server/delivery/mail/compose-partner-email';
import { createMailTransport } from '../../../../server/delivery/mail/create-mail-transport';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_NOW } from '../../helpers/test-leads';
import { parseInvite } from '../../helpers/parse-invite';
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

/** The text/calendar part of a parsed email. */
function inviteOf(mail: ParsedMail): string {
  const invite = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!invite) throw new Error('The email carries no calendar invite');
  return invite.content.toString('utf8');
}

/** '2026-12-03 12:00': an instant as a clock in Bayside's time zone reads it. */
function wallTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

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
    const invite = parseInvite(inviteOf(mail));
    expect(invite).toMatchObject({ method: 'REQUEST', uid: 'move-7KQ2M9XD@bayside-movers.bookings', sequence: 0, zone: 'Z' });
    // Noon to 4PM on the move date where Bayside works (America/Los_Angeles), whatever zone reads it.
    expect([wallTime(invite.start), wallTime(invite.end)]).toEqual([`${moveDate} 12:00`, `${moveDate} 16:00`]);
  });

  it("carries the same invite in the partner's email", () => {
    const [arrived] = smtp.received.filter(({ envelopeTo }) => envelopeTo.includes(DISPATCH));
    const invite = parseInvite(inviteOf(arrived!.mail));
    expect(invite).toMatchObject({ method: 'REQUEST', uid: 'move-7KQ2M9XD@bayside-movers.bookings', zone: 'Z' });
    expect(wallTime(invite.start)).toBe(`${moveDate} 12:00`);
  });

  it('logs message ids only: no address, name or subject', () => {
    const logged = JSON.stringify(lines);
    expect(logged).toContain('7KQ2M9XD.booking-converted');
    for (const secret of ['ann@example.com', DISPATCH, 'Ann', 'Lee', 'card on file']) expect(logged).not.toContain(secret);
  });
});

describe('createMailTransport without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail/, logs its path, and a retry or replay writes a new file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    const { lines, log } = keptLog();
    const transport = createMailTransport({ dataDir, log });
    const first = await transport.send(partnerMail);
    const retry = await transport.send(partnerMail);
    await transport.send(customerMail);
    expect(fs.readdirSync(path.join(dataDir, 'mail')).sort()).toEqual(
      [`${customerMail.id}.eml`, `${partnerMail.id}.eml`, `${partnerMail.id}.2.eml`].sort(),
    );
    // The same message (one Message-ID), each send kept.
    expect(retry.messageId).toBe(first.messageId);
    expect(retry.emlPath).toBe(path.join(dataDir, 'mail', `${partnerMail.id}.2.eml`));
    expect(first.emlPath).toBe(path.join(dataDir, 'mail', `${partnerMail.id}.eml`));
    expect(JSON.stringify(lines)).toContain(first.emlPath);
    const parsed = await simpleParser(fs.readFileSync(first.emlPath!));
    expect([parsed.to && 'text' in parsed.to ? parsed.to.text : null, parsed.messageId]).toEqual([DISPATCH, first.messageId]);
    expect(first.messageId).toBe(`<${partnerMail.id}@localhost>`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

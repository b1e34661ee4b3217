/**
 * The customer's mailbox says what the database holds (../booking-life.property.test.ts). A calendar orders a
 * booking's invites by SEQUENCE, whatever order they arrive in, and so does the customer reading the newest: the
 * invite with the highest SEQUENCE (and the email carrying it) is a REQUEST for a reservation and a CANCEL for a
 * cancelled booking (its email the cancellation); a booking no longer reserved never ends on a live invite; no two
 * invites of a booking share a SEQUENCE.
 */
import { expect } from 'vitest';
import type { BookingRow } from '../../../../server/db/booking-repository';
import type { LoopbackSmtp } from '../../helpers/test-mail';
import { parseInvite } from '../../helpers/parse-invite';

export function expectCustomerMailSaysState(rows: BookingRow[], received: LoopbackSmtp['received']): void {
  for (const row of rows) {
    const email = row.data.email;
    if (typeof email !== 'string') continue;
    const mails = received.filter(({ envelopeTo, mail }) => envelopeTo.includes(email) && (mail.subject ?? '').includes(row.reference));
    const invites = mails.flatMap(({ mail }) =>
      mail.attachments
        .filter((part) => part.contentType.startsWith('text/calendar'))
        .map((part) => ({ subject: mail.subject ?? '', ...parseInvite(part.content.toString('utf8')) })),
    );
    const sequences = invites.map((invite) => invite.sequence);
    expect(new Set(sequences).size, `${row.reference}: no two invites share a SEQUENCE (${sequences.join(', ')})`).toBe(sequences.length);
    const newest = [...invites].sort((a, b) => a.sequence - b.sequence).at(-1);
    const said = newest ? [newest.subject.startsWith('Cancelled'), newest.method] : null;
    const reserved = (row.conversionType === 'pay_later' || row.conversionType === 'pay_now') && row.cancelledAt === null;
    if (reserved) expect([row.reference, said]).toEqual([row.reference, [false, 'REQUEST']]);
    else if (row.cancelledAt) expect([row.reference, said]).toEqual([row.reference, [true, 'CANCEL']]);
    else if (newest)
      expect([row.reference, newest.method], 'a booking no longer reserved has its invite cancelled').toEqual([row.reference, 'CANCEL']);
  }
}

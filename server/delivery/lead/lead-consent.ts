/**
 * The lead's `consent` (docs/LEADS.md, "Consent"): per channel, what the server recorded when the customer submitted the
 * landing page (server/consent/with-consent.ts). Call and email come from the contact text, text messages from the
 * separate opt-in; a channel without a record, or withdrawn, is not agreed. The client's hashed address stays with the
 * booking: it proves nothing to a partner that the record itself does not.
 */
import type { Booking } from '../../../core/booking';
import type { Lead } from './lead';

type Channel = NonNullable<Lead['consent']>['call'];
type ConsentRecord = NonNullable<NonNullable<Booking['consent']>['contact']>;

function channelOf(record: ConsentRecord | undefined, channel: 'call' | 'email' | 'text', withdrawnAt: string | null): Channel {
  if (!record)
    return { agreed: false, textVersion: null, textHash: null, text: null, shownAt: null, acceptedAt: null, withdrawnAt, page: null };
  return {
    agreed: record.agreed && record.channels.includes(channel) && withdrawnAt === null,
    textVersion: record.version,
    textHash: record.hash,
    text: record.text,
    shownAt: record.shownAt,
    acceptedAt: record.acceptedAt,
    withdrawnAt,
    page: { path: record.page.path, hostPageOrigin: record.page.hostPageOrigin ?? null, hostPagePath: record.page.hostPagePath ?? null },
  };
}

export function leadConsent(booking: Booking): NonNullable<Lead['consent']> {
  const consent = booking.consent;
  const withdrawnAt = consent?.withdrawnAt ?? null;
  return {
    call: channelOf(consent?.contact, 'call', withdrawnAt),
    email: channelOf(consent?.contact, 'email', withdrawnAt),
    sms: channelOf(consent?.sms, 'text', withdrawnAt),
  };
}

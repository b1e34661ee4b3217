import type { CustomerLinks } from '../../links/customer-links';

/**
 * What a composed email needs beyond the stored event: facts the outbox knows at sending time. One shape for every
 * composer (server/delivery/outbox/delivery-mail.ts): the invite's SEQUENCE, and the links made for a customer email
 * (server/links/customer-links.ts: `manageUrl` in the confirmation and update, `resumeUrl` and `unsubscribeUrl` in
 * "Continue your moving quote", `termsUrl` and `privacyPolicyUrl` in each), absent from a partner's email.
 */
export interface ComposeContext extends CustomerLinks {
  /**
   * The calendar invite's SEQUENCE: 0 for the booking's first event that sends one, one more for each later
   * conversion, update or cancellation of that booking (invite-sequence.ts), so calendars replace the older invite.
   */
  sequence: number;
}

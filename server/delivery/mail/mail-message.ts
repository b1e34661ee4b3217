/** One email ready to send: what the composers make and the mail transport sends. */
export interface MailMessage {
  /**
   * Stable per event and recipient ('7KQ2M9XD.booking-converted.1764093851512.partner'): the transport makes
   * it the Message-ID, so a retried delivery is the same message to the receiving server and to a reader.
   */
  id: string;
  /** Display name of the sender; the address is the transport's (MAIL_FROM). */
  fromName: string;
  to: string;
  /** Where a reply goes: the customer for the partner's email, the partner's mailbox for the customer's. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. the resume email's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** An iCalendar invite (text/calendar alternative and attachment): the move in the reader's calendar. */
  calendar?: { filename: string; method: 'REQUEST' | 'CANCEL'; content: string };
  /** The partner's logo under public/, attached inline under `cid` (the HTML shows `cid:<cid>`). */
  inlineLogo?: { cid: string; publicPath: string };
}

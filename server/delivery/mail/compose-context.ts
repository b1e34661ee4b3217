/** What a composed email needs beyond the stored event: facts the outbox knows at sending time. */
export interface ComposeContext {
  /**
   * The calendar invite's SEQUENCE: 0 for the booking's first event that sends one, one more for each later
   * conversion, update or cancellation of that booking (invite-sequence.ts), so calendars replace the older invite.
   */
  sequence: number;
  /** A link where the customer sees or changes their booking, when the server offers one. */
  manageUrl?: string;
}

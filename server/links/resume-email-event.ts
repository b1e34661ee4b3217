/** The outbox event type of the customer's "Continue your moving quote" email: customer mail only, never a webhook or the partner's mailbox. */
export const RESUME_EMAIL_EVENT = 'customer.resume';

/**
 * The narrow slice of the database the Stripe code needs. The real one is
 * create-db-stripe-payments-store.ts; keeping it an interface keeps the Stripe logic readable apart
 * from SQL.
 */
import type { BookingRow } from '../../db/booking-repository';
import type { StripeContact } from '../../db/payments-table';

export interface StoredCustomer {
  customerId: string;
  contact: StripeContact;
}

/** A deposit Stripe reported as paid: recorded as the booking's charge (payment_movements) with the conversion. */
export interface DepositPaid {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
}

/** A card setup (or a deposit) Stripe reported as succeeded, for one booking. */
export interface PayNowRecord {
  bookingId: number;
  /** The SetupIntent of a card on file; null for a deposit (its PaymentIntent is in `deposit`). */
  setupIntentId: string | null;
  deposit?: DepositPaid;
  paymentMethodId: string | null;
  /** The processing page's server-side check, or Stripe's webhook. */
  source: 'verify' | 'webhook';
  eventId?: string;
  /** The revision the flow's verdict judged (server/flow/conversion-verdict.ts): a booking changed since then is not converted. */
  checkedRevision: number;
}

export interface PayNowChange {
  /** null when the database has no such booking. */
  booking: BookingRow | null;
  /** false when it already was pay_now: nothing was written. */
  changed: boolean;
  /** The booking is no longer at the checked revision: judge it again. */
  stale?: boolean;
}

export interface WebhookEventRecord {
  eventId: string;
  type: string;
  bookingId: number | null;
  /** Converts the booking in the same transaction that records the event; null records an ignored event. */
  payNow: PayNowRecord | null;
  /** Stored when payNow is null: why the event changed nothing. */
  ignoredBecause?: string;
}

export interface WebhookEventResult {
  /** The event id was recorded before: nothing was done this time. */
  duplicate: boolean;
  outcome: string;
  /** Why the flow refused to convert the booking (outcome `ignored_flow_refused`), for the log. */
  refusal?: string;
}

export interface StripePaymentsStore {
  findCustomer(bookingId: number): Promise<StoredCustomer | null>;
  /** Stores the booking's customer unless another request stored one first; returns the stored id either way. */
  saveCustomer(bookingId: number, customerId: string, contact: StripeContact): Promise<string>;
  updateCustomerContact(bookingId: number, contact: StripeContact): Promise<void>;
  /** Records conversion type pay_now with a 'convert' event, unless the booking already is pay_now or moved past the checked revision. */
  markPayNow(record: PayNowRecord): Promise<PayNowChange>;
  /**
   * Once per event id: a redelivery is reported as a duplicate and changes nothing. Outcome 'stale' (nothing
   * stored, the event not claimed): the booking moved past the checked revision, so judge it again.
   */
  recordWebhookEvent(record: WebhookEventRecord): Promise<WebhookEventResult>;
}

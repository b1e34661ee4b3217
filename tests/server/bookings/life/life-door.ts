/** How the property test of a booking's life reaches the server: in memory (app.inject) or over HTTP to processes. */
import type { AppDb } from '../../../../server/db/app-database';
import { bookingByReference } from '../../helpers/booking-by-reference';
import { issueBookingLink } from '../../../../server/links/issue-booking-link';

export interface LifeCustomer {
  cookie: string;
  csrf: string;
  /** The booking as the customer last got it from the server. */
  booking: Record<string, unknown>;
  /** The fields every booking of this customer starts with. */
  fields: Record<string, unknown>;
}

export interface LifeAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface LifeDoor {
  db: AppDb;
  /** A new customer's first page load and first save of `fields`. */
  start(fields: Record<string, unknown>): Promise<LifeCustomer>;
  call(customer: LifeCustomer, method: 'PUT' | 'POST', path: string, body?: unknown): Promise<LifeAnswer>;
  /** The checkout's card (terms, setup intent, Stripe's far side confirming it) and the processing page's verify call. */
  payNow(customer: LifeCustomer): Promise<LifeAnswer>;
  /** Restart booking (the form's POST): its status. */
  restart(customer: LifeCustomer): Promise<number>;
  /** The same browser's next quote with the customer's fields. */
  startAgain(customer: LifeCustomer): Promise<LifeCustomer>;
  /** Time passing for the server (the test clock in memory; nothing on real processes). */
  wait(ms: number): Promise<void>;
  /**
   * The confirmation link of the customer's booking, as the customer email carries it (made as the worker makes it
   * when composing), opened and its button pressed: the status of the press.
   */
  confirm(customer: LifeCustomer): Promise<number>;
  /** The confirmation time of these bookings' provisional crews runs out and the lapse job runs. */
  expire(references: string[]): Promise<void>;
}

/** A confirmation link of the booking `reference` (as server/links/customer-links.ts makes the email's), its path. */
export async function confirmLinkPath(db: AppDb, reference: string, now: Date): Promise<string> {
  const row = await bookingByReference(db, reference);
  const token = await issueBookingLink(db, {
    bookingId: row.id,
    partnerSlug: row.partnerSlug,
    purpose: 'confirm',
    moveDate: row.data.moveDate,
    now,
  });
  return `/partners/${encodeURIComponent(row.partnerSlug)}/confirm/${token}`;
}

/** The checkout's card through `call`: terms and setup intent, Stripe's far side confirming it, then the verify call. */
export async function payNowThrough(
  call: LifeDoor['call'],
  stripe: { updateSetupIntent(id: string, fields: Record<string, unknown>): void },
  customer: LifeCustomer,
  verifyPath: string,
): Promise<LifeAnswer> {
  const intent = await call(customer, 'POST', '/api/v1/booking/setup-intent', { termsAccepted: true });
  if (intent.status !== 200) return intent;
  const id = String(intent.body.client_secret).split('_secret_')[0]!;
  stripe.updateSetupIntent(id, { status: 'succeeded', payment_method: 'pm_card_visa' });
  return call(customer, 'POST', verifyPath, { setupIntentId: id });
}

/**
 * The booking across the wire: the request and response body of every /api/v1 booking call and the
 * host page's props, shared by the server routes (server/routes) and the API client (renderer/api),
 * so neither side casts what the other sends (docs/DECISIONS.md, "Core engine and validation").
 */
import type { PaymentTerms } from './payment/payment-terms';
import type { Booking } from './booking';
import type { HoldReply } from './capacity/capacity-wire';
import type { Partner, PartnerLocation } from './partner';
import type { UnserviceableReason } from './unserviceable-reasons';

/**
 * A booking as the server sends it: the stored form, `revision` and (once stored) `reference` and `syncedAt`; never
 * the database id (docs/DECISIONS.md, "The browser never sees the booking's id").
 */
export type ServerBooking = Booking;

/**
 * A booking as the server's body schema (server/routes/booking-body-schemas.ts) admits it from a save:
 * the stored form with the revision it is based on, and the reference of the booking it is a copy of (none before the
 * first save). The session names the booking; the reference only tells a stale copy from one of a booking replaced since.
 */
export type SavedBooking = Booking & { revision: number };

/** PUT /api/v1/booking; the server reads it as `SaveBookingRequest<SavedBooking>` once its schema has checked it. */
export interface SaveBookingRequest<B extends Booking = Booking> {
  booking: B;
}

/** PUT /api/v1/booking/unserviceable: the reason beside the booking or in it. */
export interface UnserviceableRequest<B extends Booking = Booking> {
  booking: B;
  unserviceableReason?: UnserviceableReason;
}

/** POST /api/v1/booking/pay-now/verify: the SetupIntent of a card on file, or the PaymentIntent of a deposit. */
export type VerifyPayNowRequest = { setupIntentId: string } | { paymentIntentId: string };

/** POST /api/v1/booking/setup-intent: the checkout's terms box, recorded (with the server's time) when the booking lacks it. */
export interface SetupIntentRequest {
  termsAccepted?: boolean;
}

/**
 * The card form's secret: of a SetupIntent (`intent: 'setup'`, a card saved, nothing charged) or of a deposit's
 * PaymentIntent (`'payment'`), with the booking's payment terms, the amounts and words the checkout shows.
 */
export interface SetupIntentReply {
  client_secret: string;
  intent: 'setup' | 'payment';
  payment: PaymentTerms | null;
}

/** The depot returned by POST /api/v1/suggested-location: one of the partner file's `locations`. */
export type SuggestedLocation = PartnerLocation;

/**
 * The part of a partner file the browser receives: no rates (the server alone prices), no editor hint, and of its
 * capacity only the time zone its dates are counted in (crews and price rules reach the browser as the
 * availability API's statuses and differences).
 */
export type PublicPartner = Omit<Partner, 'pricing' | '$schema' | 'capacity'> & {
  capacity?: { timeZone: string; payLater?: NonNullable<Partner['capacity']>['payLater'] };
};

/** A crew held for the booking's date and time of day until `expiresAt` (an ISO time): what booking answers and the host page's booking carry as `hold`. */
export type TimeSlotHold = HoldReply['hold'];

/** The serialized start-up props the host page carries in `#react-app-props` (docs/FUNNEL.md#screens-and-routes). */
export interface HostProps {
  booking: ServerBooking;
  partner: PublicPartner;
  location: SuggestedLocation | null;
  /** The partner's date when the page was made ('YYYY-MM-DD', in its time zone, from the server's clock): the calendar's first month. */
  today: string;
  settings: { googleApiKey: string | null; stripeAvailable: boolean };
  /** Preview pages only: the sample booking, priced by the server with the partner's rates, fees and price rules. */
  previewBooking?: ServerBooking;
  /** Preview pages in development: the partner's latest insights report (`npm run insights`), or null when there is none. */
  insightsReport?: string | null;
  /** A submit of the page's form the server refused: shown with the step's messages (server/routes/step-form-route.ts). */
  refusedSubmit?: RefusedSubmit;
}

/**
 * A step's form sent without the app that the server did not store: the step and the answers it carried, which the
 * page shows again as the customer's unsaved edits, with the messages a submit in the app shows.
 */
export interface RefusedSubmit {
  stepId: string;
  answers: Record<string, unknown>;
  /** The desk's words when it refused the step as a whole (a slot just taken, pay now without the card form), shown above the form. */
  messages?: string[];
}

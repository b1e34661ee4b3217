import type { FunnelSession } from '../../core/flow/funnel-session';
import type { StoreApi } from 'zustand/vanilla';
import type { AddressProvider } from '../../core/address-provider';
import type { Booking } from '../../core/booking';
import type { PublicPartner } from '../../core/booking-wire';
import type { UnserviceableReason } from '../../core/unserviceable-reasons';
import type { ApiClient } from '../api/api-client';
import type { ServerBooking, SuggestedLocation } from '../api/booking-api';
import type { TimeSlotHold } from '../../core/booking-wire';
import type { CardProvider } from '../../widgets/card/card-form-context';
import type { SaveFailureReason } from './classify-save-failure';
import type { SaveRetryOptions } from './save-retry-options';

export type Location = SuggestedLocation;

export interface FunnelSettings {
  googleApiKey: string | null;
  stripeAvailable: boolean;
}

/** How a booking leaves the funnel by an edge (docs/FUNNEL.md, "Saving and conversions"); pay now has its own seam. */
export type Conversion = { conversionType: 'pay_later' } | { conversionType: 'unserviceable'; unserviceableReason: UnserviceableReason };

/** A save that failed and will be sent again; the frame's save notice shows it. */
export interface SaveRetry {
  reason: SaveFailureReason;
  /** Failed attempts so far. */
  attempt: number;
  /** When the next attempt goes out (epoch ms), unless the browser comes back online first. */
  retryAt: number;
}

/** The card form's seam with the checkout submit: the mounted Payment Element and the error under it. */
export interface CardSession {
  /** Set when the Payment Element is ready, cleared when it unmounts (pay later chosen, step left). */
  provider: CardProvider | null;
  /** The card setup error shown under the billing form (docs/FUNNEL.md, Errors). */
  error: string | null;
}

/**
 * The conversion the server has recorded for the booking: from the page's props, then from each
 * answer. `booking.conversionType` is the checkout's choice as the form holds it, which is not a
 * conversion until the server says so (docs/FUNNEL.md, "Saving and conversions").
 */
export interface RecordedConversion {
  conversionType: unknown;
  unserviceableReason: unknown;
}

/** One app's state: what the screens read, and the actions that change it. */
export interface FunnelState {
  booking: Booking;
  recorded: RecordedConversion;
  partner: PublicPartner;
  location: Location | null;
  settings: FunnelSettings;
  /** '' when no card key is configured; pay now is then shown unavailable. */
  stripePublishableKey: string;
  /** The session's CSRF token (the page's csrf-token meta): sent with every call, and in a form the browser itself may send. */
  csrfToken: string;
  /** The partner's date when the host page was made ('YYYY-MM-DD'), if it said: the calendar's first month. */
  today?: string;
  /** Preview pages only: the sample booking the server priced (HostProps.previewBooking). */
  previewBooking?: Booking;
  /** Preview pages in development: the link to the partner's latest insights report (HostProps.insightsReport). */
  insightsReport?: string;
  /** The step whose form the server refused when it was sent without the app (HostProps.refusedSubmit): it opens with its messages shown. */
  refusedStep?: string;
  /** What the server said when it refused that step as a whole (RefusedSubmit.messages), shown above its form. */
  refusedMessages?: string[];
  /** The crew the server holds for this booking (POST /api/v1/booking/hold), as the host page and each answer tell it. */
  hold: TimeSlotHold | null;
  /** The step the customer is on; sent with every save. */
  currentStep: string;
  saveState: 'idle' | 'saving' | 'error';
  /** Set while a failed save waits for its next attempt; null otherwise. */
  saveRetry: SaveRetry | null;
  /** The server's messages for the last save it refused (never retried); null once a save is stored. Shown at once. */
  saveRefusal: readonly string[] | null;
  /** Restart booking was pressed and the page is on its way to /reset. */
  restarting: boolean;
  card: CardSession;
  /** A pay now submit is on its way to Stripe (a second one in the same tick stops). */
  payingNow: boolean;
  /** The page's /api/v1 client (CSRF token and partner slug from the host page; a fake in tests and the preview). */
  api: ApiClient;
  editBooking(patch: Partial<Booking>): void;
  /**
   * Optimistic save: one request in flight, later edits merged into the next; resolves once today's edits are
   * stored. A network failure, timeout or 5xx is retried with backoff until the server has them (the promise
   * waits); a stale revision (409) is merged with the local edits and sent again; other answers reject.
   * `stepId`: the step whose answers this save stores; once stored, 'Booking Saved' is pushed once with it.
   * None (the counters' live save, which reprices): nothing is pushed.
   */
  save(stepId?: string): Promise<void>;
  convert(conversion: Conversion): Promise<void>;
  /** A booking the server sent outside a save (pay now verified): it replaces the local one, unsent edits kept. */
  adoptServerBooking(server: ServerBooking): void;
  setLocation(location: Location): void;
  setCurrentStep(stepId: string): void;
  setRestarting(): void;
  setCardProvider(provider: CardProvider | null): void;
  setCardError(error: string | null): void;
  setHold(hold: TimeSlotHold | null): void;
  /**
   * Answers the customer submitted that the server has not confirmed: a save in flight, waiting to retry,
   * or failed. Typing alone does not count, so leaving for Stripe's card page or a restart never asks.
   */
  hasUnsavedAnswers(): boolean;
  /** Booking fields edited here and not yet confirmed by the server (the draft a reload restores). */
  unconfirmedEdits(): Partial<Booking>;
  /** One address provider per app, loaded on first use, so the landing page never downloads it. */
  addressProvider(): Promise<AddressProvider>;
  /** The flow's session for this store's booking, partner and location and the URL's `search` (funnel-session-of.ts). */
  funnelSession(search: string): FunnelSession;
  /** Runs `run` once per key for this app and returns its first result (React's StrictMode runs effects twice). */
  once<T>(key: string, run: () => T): T;
  /** Ends the app's save retries (a store replaced by another never sends again). */
  dispose(): void;
}

/** What the mount, the server's render or a test hands the factory: plain data, no browser APIs. */
export interface FunnelInit {
  booking: Booking;
  partner: PublicPartner;
  location: Location | null;
  settings: FunnelSettings;
  api: ApiClient;
  stripePublishableKey?: string;
  csrfToken?: string;
  hold?: TimeSlotHold | null;
  today?: string;
  previewBooking?: Booking;
  insightsReport?: string;
  refusedStep?: string;
  refusedMessages?: string[];
  /** Tests shrink the backoff. */
  retry?: Partial<SaveRetryOptions>;
}

export type FunnelStore = StoreApi<FunnelState>;

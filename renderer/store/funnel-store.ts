import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import type { FormBooking } from '../../core/booking';
import type { Partner } from '../../core/partner';
import type { Booking } from '../../core/booking';
import { fromServerBooking, toSavePayload } from '../../core/save-payload';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { funnelApiClient, setFunnelApiClient } from '../api/funnel-api-client';
import { bookingApi, type ServerBooking, type SuggestedLocation } from '../api/booking-api';
import { pushEvent } from '../services/analytics/push-event';
import { classifySaveFailure, type SaveFailureReason } from './classify-save-failure';
import { mergeServerBooking } from './merge-server-booking';
import { redactPersonalData } from './redact-personal-data';
import { retryDelay, saveRetryOptions } from './save-retry-options';
import { timeoutSignal, waitForRetry } from './wait-for-retry';

export type Location = SuggestedLocation;

export interface FunnelSettings {
  googleApiKey: string | null;
  stripeAvailable: boolean;
}

/** How a booking leaves the funnel (SPEC section 4); pay now arrives with the payments issue. */
export type Conversion =
  | { conversionType: 'pay_later' }
  | { conversionType: 'unserviceable'; unserviceableReason: 'labor_only_move' | 'out_of_state_move' | 'long_distance_move' };

/** A save that failed and will be sent again (issue 10); the frame's save notice shows it. */
export interface SaveRetry {
  reason: SaveFailureReason;
  /** Failed attempts so far. */
  attempt: number;
  /** When the next attempt goes out (epoch ms), unless the browser comes back online first. */
  retryAt: number;
}

export interface FunnelState {
  booking: FormBooking;
  partner: Partner;
  location: Location | null;
  settings: FunnelSettings;
  saveState: 'idle' | 'saving' | 'error';
  /** Set while a failed save waits for its next attempt; null otherwise. */
  saveRetry: SaveRetry | null;
  /** Restart booking was pressed and the page is on its way to /reset. */
  restarting: boolean;
  editBooking(patch: Partial<FormBooking>): void;
  /**
   * Optimistic save: one request in flight, later edits merged into the next; resolves once today's edits are
   * stored. A network failure, timeout or 5xx is retried with backoff until the server has them (the promise
   * waits); a stale revision (409) is merged with the local edits and sent again; other answers reject.
   */
  save(): Promise<void>;
  convert(conversion: Conversion): Promise<void>;
  setLocation(location: Location): void;
  /** The step the customer is on; sent with every save (SPEC section 3, currentStep). */
  setCurrentStep(stepId: string): void;
  setRestarting(): void;
}

/** What the mount (or a test) hands the store. */
export interface FunnelInit {
  booking: FormBooking;
  partner: Partner;
  location: Location | null;
  settings: FunnelSettings;
  api: ApiClient;
}

/** termsAccepted lives in the form only (SPEC section 3); a server copy never resets it. */
const FORM_ONLY_FIELDS = ['termsAccepted'];

/** Keys edited locally and not yet sent (the request in flight, if any, carries the others). */
let unsent = new Set<string>();
let inFlight: Promise<void> | null = null;
let queued: Promise<void> | null = null;
let currentStep = 'landing';
/** Aborted when the store is loaded again, so a retry loop of the old page never sends. */
let lifetime = new AbortController();

const union = (...sets: ReadonlySet<string>[]) => new Set(sets.flatMap((set) => [...set]));

/**
 * The current booking a 409 carries, when it is this booking at a newer revision (not one that replaced it).
 * A booking not stored yet (no id: page loads store nothing) takes the one another tab's first save created.
 */
function conflictingBooking(error: unknown, bookingId: unknown): ServerBooking | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.body as { booking?: ServerBooking } | null)?.booking;
  return current && (current.id === bookingId || bookingId === undefined) ? current : null;
}

const payload = (booking: FormBooking): ServerBooking => toSavePayload(booking, currentStep) as ServerBooking;

const client = funnelApiClient;

export const useFunnelStore = create<FunnelState>()(
  devtools(
    (set, get) => {
      /** Replace the booking with the server's, keeping edits newer than the request. */
      const adopt = (server: ServerBooking, action: string) =>
        set({ booking: mergeServerBooking(fromServerBooking(server as Booking), get().booking, unsent, FORM_ONLY_FIELDS) }, false, action);

      /** One save, sent until the server has it or answers that it never will. */
      const put = async (): Promise<void> => {
        // Keys this save carries; a key edited meanwhile joins at the next attempt.
        let sending = unsent;
        unsent = new Set();
        const { signal } = lifetime;
        let failures = 0;
        let conflicts = 0;
        set({ saveState: 'saving' }, false, 'save/start');
        try {
          for (;;) {
            let stored: ServerBooking;
            try {
              stored = await bookingApi.save(client(), payload(get().booking), { signal: timeoutSignal(saveRetryOptions().timeoutMs, signal) });
            } catch (error) {
              if (signal.aborted) throw error;
              const current = conflictingBooking(error, get().booking.id);
              if (current) {
                // Saved elsewhere first (another tab): take its booking and revision, keep every local edit
                // not yet stored, and send the merge. Even when giving up, the next save starts from it.
                sending = union(sending, unsent);
                unsent = new Set();
                set({ booking: mergeServerBooking(fromServerBooking(current as Booking), get().booking, sending, FORM_ONLY_FIELDS) }, false, 'save/conflict');
                if (++conflicts > saveRetryOptions().maxConflicts) throw error;
                continue;
              }
              const reason = classifySaveFailure(error);
              if (!reason) throw error;
              const delay = retryDelay(failures);
              failures++;
              set({ saveState: 'error', saveRetry: { reason, attempt: failures, retryAt: Date.now() + delay } }, false, 'save/retry-wait');
              await waitForRetry(delay, signal);
              sending = union(sending, unsent);
              unsent = new Set();
              set({ saveState: 'saving' }, false, 'save/retry');
              continue;
            }
            adopt(stored, 'save/done');
            set({ saveState: 'idle', saveRetry: null }, false, 'save/idle');
            return;
          }
        } catch (error) {
          // Not stored: the edits wait for the next save (unless the store was loaded again: they belong to the old page).
          if (!signal.aborted) {
            unsent = union(sending, unsent);
            set({ saveState: 'error', saveRetry: null }, false, 'save/error');
          }
          throw error;
        }
      };

      const save = (): Promise<void> => {
        const { signal } = lifetime;
        if (!inFlight) {
          const mine: Promise<void> = put().finally(() => {
            // A reload of the store (initFunnelStore) may have started a newer save meanwhile.
            if (inFlight === mine) inFlight = null;
          });
          inFlight = mine;
          return mine;
        }
        // Every save asked for while one is in flight shares the next request, which carries all their edits.
        if (!queued) {
          const next: Promise<void> = inFlight
            .catch(() => undefined)
            .then(() => {
              if (signal.aborted) throw signal.reason;
              if (queued === next) queued = null;
              return save();
            });
          queued = next;
        }
        return queued;
      };

      return {
        booking: {} as FormBooking,
        partner: {} as Partner,
        location: null,
        settings: { googleApiKey: null, stripeAvailable: false },
        saveState: 'idle',
        saveRetry: null,
        restarting: false,
        editBooking: (patch) => {
          for (const key of Object.keys(patch)) unsent.add(key);
          set({ booking: { ...get().booking, ...patch } }, false, 'editBooking');
        },
        save,
        convert: async (conversion) => {
          if (conversion.conversionType === 'pay_later') {
            get().editBooking({ conversionType: 'pay_later' } as Partial<FormBooking>);
            await save();
            adopt(await bookingApi.payLater(client()), 'convert/payLater');
          } else {
            await save();
            const stored = await bookingApi.markUnserviceable(client(), payload(get().booking), conversion.unserviceableReason);
            adopt(stored, 'convert/unserviceable');
          }
          const { slug, name } = get().partner as unknown as { slug: string; name: string };
          pushEvent({ event: 'Booking Converted', conversionType: conversion.conversionType, partner: { slug, name } });
        },
        setLocation: (location) => {
          set({ location }, false, 'setLocation');
          get().editBooking({ locationId: location.id } as Partial<FormBooking>);
        },
        setCurrentStep: (stepId) => {
          currentStep = stepId;
        },
        setRestarting: () => set({ restarting: true }, false, 'restart'),
      };
    },
    { name: 'funnel', enabled: import.meta.env.DEV, stateSanitizer: redactPersonalData },
  ),
);

/** Load the host page's data into the store and point it at the API (mount and tests). */
export function initFunnelStore(init: FunnelInit): void {
  setFunnelApiClient(init.api);
  lifetime.abort(new DOMException('The funnel store was loaded again', 'AbortError'));
  lifetime = new AbortController();
  unsent = new Set();
  inFlight = null;
  queued = null;
  currentStep = 'landing';
  installUnsavedAnswersWarning();
  useFunnelStore.setState(
    { booking: init.booking, partner: init.partner, location: init.location, settings: init.settings, saveState: 'idle', saveRetry: null, restarting: false },
    false,
    'init',
  );
}

/**
 * Answers the customer submitted that the server has not confirmed: a save in flight, waiting to retry,
 * or failed. Typing alone does not count (nothing was submitted yet), so leaving for Stripe's card page or
 * a restart never asks.
 */
export function hasUnsavedAnswers(): boolean {
  const { saveState, restarting } = useFunnelStore.getState();
  if (restarting) return false;
  return inFlight !== null || queued !== null || (saveState === 'error' && unsent.size > 0);
}

let warningInstalled = false;

/** The browser's own "Leave site?" prompt while hasUnsavedAnswers() (issue 10); its text is the browser's. */
function installUnsavedAnswersWarning(): void {
  if (warningInstalled || typeof window === 'undefined') return;
  warningInstalled = true;
  window.addEventListener('beforeunload', (event) => {
    if (!hasUnsavedAnswers()) return;
    event.preventDefault();
    // Chrome before 119 and Safari still want returnValue set.
    event.returnValue = '';
  });
}

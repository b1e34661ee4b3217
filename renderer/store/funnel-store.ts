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
import { mergeServerBooking } from './merge-server-booking';
import { redactPersonalData } from './redact-personal-data';

export type Location = SuggestedLocation;

export interface FunnelSettings {
  googleApiKey: string | null;
  stripeAvailable: boolean;
}

/** How a booking leaves the funnel (SPEC section 4); pay now arrives with the payments issue. */
export type Conversion =
  | { conversionType: 'pay_later' }
  | { conversionType: 'unserviceable'; unserviceableReason: 'labor_only_move' | 'out_of_state_move' | 'long_distance_move' };

export interface FunnelState {
  booking: FormBooking;
  partner: Partner;
  location: Location | null;
  settings: FunnelSettings;
  saveState: 'idle' | 'saving' | 'error';
  /** Restart booking was pressed and the page is on its way to /reset. */
  restarting: boolean;
  editBooking(patch: Partial<FormBooking>): void;
  /** Optimistic save: one request in flight, later edits merged into the next; resolves once today's edits are stored. */
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

/** Keys edited locally and not yet acknowledged by the server. */
let unsent = new Set<string>();
let inFlight: Promise<void> | null = null;
let queued: Promise<void> | null = null;
let currentStep = 'landing';

const payload = (booking: FormBooking): ServerBooking => toSavePayload(booking, currentStep) as ServerBooking;

const client = funnelApiClient;

export const useFunnelStore = create<FunnelState>()(
  devtools(
    (set, get) => {
      /** Replace the booking with the server's, keeping edits newer than the request. */
      const adopt = (server: ServerBooking, action: string) =>
        set({ booking: mergeServerBooking(fromServerBooking(server as Booking), get().booking, unsent, FORM_ONLY_FIELDS) }, false, action);

      const put = async (): Promise<void> => {
        const sentKeys = unsent;
        unsent = new Set();
        set({ saveState: 'saving' }, false, 'save/start');
        try {
          let stored: ServerBooking;
          try {
            stored = await bookingApi.save(client(), payload(get().booking));
          } catch (error) {
            if (!(error instanceof ApiError) || error.status !== 409) throw error;
            // Someone else (another tab) saved first: take their revision, keep our unacknowledged edits, retry once.
            const current = (error.body as { booking?: ServerBooking } | null)?.booking;
            if (!current) throw error;
            const edited = new Set([...sentKeys, ...unsent]);
            unsent = new Set();
            set({ booking: mergeServerBooking(fromServerBooking(current as Booking), get().booking, edited, FORM_ONLY_FIELDS) }, false, 'save/conflict');
            stored = await bookingApi.save(client(), payload(get().booking));
          }
          adopt(stored, 'save/done');
          set({ saveState: 'idle' }, false, 'save/idle');
        } catch (error) {
          // The edits were not stored: send them with the next save.
          unsent = new Set([...sentKeys, ...unsent]);
          set({ saveState: 'error' }, false, 'save/error');
          throw error;
        }
      };

      const save = (): Promise<void> => {
        if (!inFlight) {
          inFlight = put().finally(() => {
            inFlight = null;
          });
          return inFlight;
        }
        // Every save asked for while one is in flight shares the next request, which carries all their edits.
        queued ??= inFlight
          .catch(() => undefined)
          .then(() => {
            queued = null;
            return save();
          });
        return queued;
      };

      return {
        booking: {} as FormBooking,
        partner: {} as Partner,
        location: null,
        settings: { googleApiKey: null, stripeAvailable: false },
        saveState: 'idle',
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
  unsent = new Set();
  inFlight = null;
  queued = null;
  currentStep = 'landing';
  useFunnelStore.setState(
    { booking: init.booking, partner: init.partner, location: init.location, settings: init.settings, saveState: 'idle', restarting: false },
    false,
    'init',
  );
}

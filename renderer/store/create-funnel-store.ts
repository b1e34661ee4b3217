import { devtools } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { AddressProvider } from '../../core/address-provider';
import type { Booking } from '../../core/booking';
import { pickFields } from '../../core/pick-fields';
import { fromServerBooking, toSavePayload } from '../../core/save-payload';
import { bookingApi, type ServerBooking } from '../api/booking-api';
import { announceConversion } from '../embed/announce-conversion';
import { pushEvent } from '../services/analytics/push-event';
import { createSavePipeline } from './create-save-pipeline';
import type { FunnelInit, FunnelState, FunnelStore, RecordedConversion } from './funnel-state';
import { mergeServerBooking } from './merge-server-booking';
import { createFunnelSessionOf } from './funnel-session-of';
import { redactPersonalData } from './redact-personal-data';
import { splitHold } from './split-hold';
import { funnelDefinition } from '../../core/flow/funnel-definition';

/** termsAccepted as the checkout's form holds it wins over the server's stored copy, which never resets the box. */
const FORM_ONLY_FIELDS = ['termsAccepted'];

/** What a booking from the server says was converted (an answer holds the columns, never a claim). */
const recordedConversion = (server: { conversionType?: unknown; unserviceableReason?: unknown }): RecordedConversion => ({
  conversionType: server.conversionType ?? null,
  unserviceableReason: server.unserviceableReason ?? null,
});

/**
 * One funnel store: one per request on the server, one per mounted app in the browser (no module-level
 * state, so two apps or two requests never share a booking). Building it touches no browser API; the
 * provider's effects do that after hydration.
 */
export function createFunnelStore(init: FunnelInit): FunnelStore {
  return createStore<FunnelState>()(
    devtools(
      (set, get) => {
        const payload = (booking: Booking): ServerBooking => toSavePayload(booking, get().currentStep);
        const partnerTag = () => ({ slug: get().partner.slug, name: get().partner.name });

        /** Replace the booking with the server's, keeping the listed local fields (newer than the answer); the server's conversion is the record. */
        const adopt = (answer: ServerBooking, keepLocal: ReadonlySet<string>, action: string) => {
          const { booking: server, hold } = splitHold(answer);
          set(
            {
              booking: mergeServerBooking(fromServerBooking(server), get().booking, keepLocal, FORM_ONLY_FIELDS),
              recorded: recordedConversion(server),
              ...(hold === undefined ? {} : { hold }),
            },
            false,
            action,
          );
        };

        /** 'Booking Saved' (docs/FUNNEL.md): the steps callers saved, until a request carries them, then until it is stored. */
        let stepsToAnnounce: string[] = [];
        let stepsOfSave: string[] = [];
        const pipeline = createSavePipeline(
          {
            booking: () => get().booking,
            adopt,
            status: (saveState, saveRetry, action) =>
              set(saveRetry === undefined ? { saveState } : { saveState, saveRetry }, false, action),
            refused: (saveRefusal) => {
              if (saveRefusal !== null || get().saveRefusal !== null) set({ saveRefusal }, false, 'save/refusal');
            },
            send: (booking, signal) => bookingApi.save(get().api, payload(booking), { signal }),
            // The steps a save stores are taken by the request that carries them: an earlier save in flight never announces them.
            beforeSend: () => {
              stepsOfSave = [...new Set([...stepsOfSave, ...stepsToAnnounce])];
              stepsToAnnounce = [];
            },
            saved: (stored) => {
              for (const stepId of stepsOfSave)
                pushEvent({ event: 'Booking Saved', stepId, bookingReference: stored.reference ?? null, partner: partnerTag() });
              stepsOfSave = [];
            },
          },
          init.retry,
        );

        let addressProvider: Promise<AddressProvider> | null = null;
        const onceResults = new Map<string, unknown>();
        const sessionOf = createFunnelSessionOf();

        return {
          booking: init.booking,
          recorded: recordedConversion(init.booking),
          partner: init.partner,
          location: init.location,
          settings: init.settings,
          stripePublishableKey: init.stripePublishableKey ?? '',
          csrfToken: init.csrfToken ?? '',
          hold: init.hold ?? null,
          ...(init.today ? { today: init.today } : {}),
          ...(init.previewBooking ? { previewBooking: init.previewBooking } : {}),
          ...(init.insightsReport ? { insightsReport: init.insightsReport } : {}),
          ...(init.refusedStep ? { refusedStep: init.refusedStep } : {}),
          ...(init.refusedMessages ? { refusedMessages: init.refusedMessages } : {}),
          // The flow's first step until a submit says otherwise.
          currentStep: funnelDefinition.flow.steps[0] ?? '',
          saveState: 'idle',
          saveRetry: null,
          saveRefusal: null,
          restarting: false,
          card: { provider: null, error: null },
          payingNow: false,
          api: init.api,
          editBooking: (patch) => {
            pipeline.edited(Object.keys(patch));
            set({ booking: { ...get().booking, ...patch } }, false, 'editBooking');
          },
          save: (stepId) => {
            if (stepId !== undefined && !stepsToAnnounce.includes(stepId)) stepsToAnnounce.push(stepId);
            return pipeline.save();
          },
          convert: async (conversion) => {
            if (conversion.conversionType === 'pay_later') {
              get().editBooking({ conversionType: 'pay_later' });
              await get().save(get().currentStep);
              adopt(await bookingApi.payLater(get().api), pipeline.unconfirmed(), 'convert/payLater');
            } else {
              await get().save(get().currentStep);
              const stored = await bookingApi.markUnserviceable(get().api, payload(get().booking), conversion.unserviceableReason);
              adopt(stored, pipeline.unconfirmed(), 'convert/unserviceable');
            }
            pushEvent({ event: 'Booking Converted', conversionType: conversion.conversionType, partner: partnerTag() });
            announceConversion(get(), conversion.conversionType);
          },
          adoptServerBooking: (server) => adopt(server, pipeline.unconfirmed(), 'adoptServerBooking'),
          setLocation: (location) => {
            set({ location }, false, 'setLocation');
            get().editBooking({ locationId: location.id });
          },
          setCurrentStep: (currentStep) => set({ currentStep }, false, 'setCurrentStep'),
          setRestarting: () => set({ restarting: true }, false, 'restart'),
          setCardProvider: (provider) => set({ card: { ...get().card, provider } }, false, 'card/provider'),
          setCardError: (error) => {
            if (get().card.error !== error) set({ card: { ...get().card, error } }, false, 'card/error');
          },
          setHold: (hold) => set({ hold }, false, 'hold'),
          hasUnsavedAnswers: () => !get().restarting && pipeline.pending(get().saveState),
          unconfirmedEdits: () => {
            return pickFields(get().booking, pipeline.unconfirmed());
          },
          addressProvider: () => {
            // The providers' code loads with the first address step that asks, not with the landing page.
            addressProvider ??= import('../services/address/choose-address-provider')
              .then(({ loadAddressProvider }) => loadAddressProvider(get().settings))
              .catch((error: unknown) => {
                // A failed load is forgotten so the next use retries.
                addressProvider = null;
                throw error;
              });
            return addressProvider;
          },
          funnelSession: (search) => sessionOf(get(), search),
          once: <T>(key: string, run: () => T): T => {
            if (!onceResults.has(key)) onceResults.set(key, run());
            // Each key is only ever run by one caller, whose `run` returned this T when it was stored.
            return onceResults.get(key) as T;
          },
          dispose: pipeline.dispose,
        };
      },
      { name: 'funnel', enabled: import.meta.env?.DEV === true && typeof window !== 'undefined', stateSanitizer: redactPersonalData },
    ),
  );
}

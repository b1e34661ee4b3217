import type {
  SaveBookingRequest,
  ServerBooking,
  SetupIntentReply,
  SetupIntentRequest,
  SuggestedLocation,
  UnserviceableRequest,
} from '../../core/booking-wire';
import type { AvailabilityReply, HoldReply } from '../../core/capacity/capacity-wire';
import type { UnserviceableReason } from '../../core/unserviceable-reasons';
import type { ApiClient, RequestOptions } from './api-client';

export type { ServerBooking, SuggestedLocation } from '../../core/booking-wire';

/** The /api/v1 endpoints of docs/FUNNEL.md#calls, typed by the bodies core/booking-wire.ts shares with the server. */
export const bookingApi = {
  save: (api: ApiClient, booking: SaveBookingRequest['booking'], options?: RequestOptions) =>
    api.request<ServerBooking, SaveBookingRequest>('PUT', '/api/v1/booking', { booking }, options),
  markUnserviceable: (api: ApiClient, booking: UnserviceableRequest['booking'], unserviceableReason: UnserviceableReason) =>
    api.request<ServerBooking, UnserviceableRequest>('PUT', '/api/v1/booking/unserviceable', { booking, unserviceableReason }),
  payLater: (api: ApiClient) => api.request<ServerBooking>('POST', '/api/v1/booking/pay-later'),
  /** Pay now saves nothing first: the checkout's terms box comes with the call (the server records when). */
  createSetupIntent: (api: ApiClient, termsAccepted: boolean) =>
    api.request<SetupIntentReply, SetupIntentRequest>('POST', '/api/v1/booking/setup-intent', { termsAccepted }),
  suggestLocation: (api: ApiClient) => api.request<SuggestedLocation>('POST', '/api/v1/suggested-location'),
  availability: (api: ApiClient, from: string, to: string, options?: RequestOptions) =>
    api.request<AvailabilityReply>('GET', `/api/v1/availability?from=${from}&to=${to}`, undefined, options),
  hold: (api: ApiClient) => api.request<HoldReply>('POST', '/api/v1/booking/hold'),
  /** The manage page's Cancel: the booking as stored, with its `cancelledAt` (the booking desk frees the crew and tells the partner). */
  cancel: (api: ApiClient) => api.request<ServerBooking>('POST', '/api/v1/booking/cancel'),
};

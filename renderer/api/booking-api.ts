import type { ApiClient, RequestOptions } from './api-client';

/** A booking as the server sends and stores it (elevator booleans, ISO dates, revision). */
export type ServerBooking = Record<string, unknown>;

/** The depot returned by POST /api/v1/suggested-location. */
export type SuggestedLocation = { id: number; name: string; line1: string; city: string; state: string; zip: string; lat: number; lng: number };

/** The /api/v1 endpoints of docs/FUNNEL.md#calls, typed. */
export const bookingApi = {
  save: (api: ApiClient, booking: ServerBooking, options?: RequestOptions) => api.request<ServerBooking>('PUT', '/api/v1/booking', { booking }, options),
  markUnserviceable: (api: ApiClient, booking: ServerBooking, unserviceableReason: string) =>
    api.request<ServerBooking>('PUT', '/api/v1/booking/unserviceable', { booking, unserviceableReason }),
  payLater: (api: ApiClient) => api.request<ServerBooking>('POST', '/api/v1/booking/pay-later'),
  createSetupIntent: (api: ApiClient) => api.request<{ client_secret: string }>('POST', '/api/v1/booking/setup-intent'),
  suggestLocation: (api: ApiClient) => api.request<SuggestedLocation>('POST', '/api/v1/suggested-location'),
};

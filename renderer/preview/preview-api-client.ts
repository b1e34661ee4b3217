import type { ApiClient } from '../api/api-client';

export const PREVIEW_SAVES_NOTHING = 'This is a preview: nothing is saved';

/**
 * The API client of the preview: every call is refused before any request is made, so a preview
 * never writes a booking (a Next press there fails like an offline save: logged, nothing happens).
 */
export function createPreviewApiClient(): ApiClient {
  return {
    request<T>(method: string, url: string): Promise<T> {
      return Promise.reject(new Error(`${PREVIEW_SAVES_NOTHING} (${method} ${url})`));
    },
  };
}

import type { Partner } from '../../core/partner';
import { initFunnelStore } from '../store/funnel-store';
import { createPreviewApiClient } from './preview-api-client';
import { sampleBooking } from './sample-booking';

/**
 * Points the store at the sample booking and the preview's API client, which never calls fetch.
 * The visitor's own booking from the host page is replaced, so a preview never shows or sends it.
 */
export function initPreviewStore(partner: Partner): void {
  const { booking, location } = sampleBooking(partner);
  initFunnelStore({
    booking,
    partner,
    location,
    // No Google key and no card provider: the preview loads no outside scripts.
    settings: { googleApiKey: null, stripeAvailable: false },
    api: createPreviewApiClient(),
  });
}

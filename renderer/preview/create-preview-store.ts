import type { Partner } from '../../core/partner';
import { createFunnelStore } from '../store/create-funnel-store';
import type { FunnelStore } from '../store/funnel-state';
import { createPreviewApiClient } from './preview-api-client';
import { sampleBooking } from './sample-booking';

/**
 * A store of its own for the preview: the sample booking and the preview's API client, which never
 * calls fetch. The visitor's own booking (the app's store) is never shown or sent from a preview.
 */
export function createPreviewStore(partner: Partner): FunnelStore {
  const { booking, location } = sampleBooking(partner);
  return createFunnelStore({
    booking,
    partner,
    location,
    // No Google key and no card provider: the preview loads no outside scripts.
    settings: { googleApiKey: null, stripeAvailable: false },
    api: createPreviewApiClient(),
  });
}
